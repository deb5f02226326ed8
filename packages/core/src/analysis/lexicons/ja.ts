/**
 * Japanese opinion lexicon (Sightline's own). Japanese has no spaces: entries are matched as substrings of runs of
 * kanji and kana, longest first. Negation follows the word (良くない, おすすめできません, 問題ありません) and is read by
 * `japaneseNegation`. Quality and cost nouns pair with 高い/低い/多い/少ない/長い/短い (満足度が高い, 価格が高い).
 */
import type { Lexicon } from './types.ts';

export const ja: Lexicon = {
  polarity: [
    [1, '最高, 抜群, 完璧, 圧倒的, 文句なし, 非の打ち所がない, 右に出るものはない'],
    [
      0.9,
      '高評価, 好評, 絶賛, 定評, 高く評価, トップクラス, 業界トップ, 一押し, イチオシ, 優秀, 秀逸, 素晴らしい, 素晴らしく, すばらしい, 優れ, 一番人気, ベストバイ, ' +
        '評判が良, 評判がいい, 評判が高',
    ],
    [
      0.8,
      'おすすめ, オススメ, お勧め, お薦め, 高品質, 高性能, 快適, 安心, 頼れる, 心強い, 魅力, 最適, ぴったり, 長持ち, 使いやすい, 使いやすく, 使いやすさ, 扱いやすい, ' +
        '分かりやすい, わかりやすい, 見やすい, 手頃, リーズナブル, コスパが良, コスパがいい, コスパ抜群, お得, 信頼性が高, 満足度が高',
    ],
    [
      0.7,
      '良い, 良く, 良さ, 良好, 満足, 便利, 安定, 信頼, スムーズ, 丈夫, 頑丈, 強み, メリット, 長所, 利点, 向いて, 適して, 充実, 豊富, 手に入りやすい, ' +
        '入手しやすい, 上質, 高級感, 洗練, 疲れにくい, 壊れにくい, 崩れにくい, 落ちにくい, 低刺激, 効果的, 支持され, 愛用, 人気が高, 評価が高',
    ],
    [
      0.5,
      'いい, 簡単, 手軽, 気軽, 軽量, 静か, 鮮明, きれい, 綺麗, 美しい, 自然, しっとり, みずみずしい, やさしい, 優しい, 安い, 安く, 速い, 早い, 高速, 無料, ' +
        '人気, 売れ筋, 定番, さっぱり, 軽い, 軽く, 優位, 進化, 低価格',
    ],
    [0.3, 'しっかり'],
    [-0.4, '刺激, 弱い, 弱く, 高価, 高め, 負担, 高価格'],
    [-0.5, '間違い'],
    [
      -0.6,
      '問題, 難しい, 難しく, 心配, リスク, 危険, 重い, 高額, 乾燥しやすい, 気になる, 注意, 手間, 不向き',
    ],
    [
      -0.7,
      '不安, 微妙, デメリット, 短所, 欠点, 弱点, 難点, トラブル, 不安定, 遅い, 遅く, 割高, 面倒, 注意が必要, 懸念, ピリピリ, ヒリヒリ, かゆみ, 赤み, べたつ, ' +
        'ベタつ, 物足りな, いまいち, イマイチ, 不十分, 足りない, 落ちやすい',
    ],
    [
      -0.8,
      '悪い, 悪く, 不満, 苦情, 炎上, 低評価, 劣る, 劣っ, 壊れやすい, 不便, 使いにくい, 使いづらい, 扱いにくい, 分かりにくい, わかりにくい, 肌荒れ',
    ],
    [-0.9, '不良, 欠陥, 故障, 不具合, 残念, がっかり, 失望, 酷い, ひどい, 期待外れ, 評判が悪, 評価が低'],
    [-1, '最悪, 論外, 買ってはいけない'],
  ],
  qualityNouns:
    '満足度, 評価, コスパ, コストパフォーマンス, 性能, 品質, 音質, 画質, 保湿力, 人気, 完成度, 耐久性, 精度, ' +
    '信頼性, 安定性, 効果, バッテリー, 電池持ち, 持ち, 再生時間, 航続距離, 燃費, 評判, 満足感, 還元率, 利便性',
  costNouns: '価格, 値段, 料金, 手数料, 費用, コスト, 負担, 刺激, 価格帯, 月額, 年会費, 送料, 騒音, 維持費',
  highScalars: '高い, 高く, 高め, 多い, 多く, 長い, 長く, 大きい, 大きく, 強い, 強く, 上がっ, 増え',
  lowScalars: '低い, 低く, 低め, 少ない, 少なく, 短い, 短く, 小さい, 小さく, 弱い, 弱く, 下がっ, 減っ, 抑え',
  negators: '',
  intensifiers:
    '非常に, とても, すごく, 最も, 特に, かなり, 大変, 極めて, 圧倒的に, 一番, 本当に, より, さらに, 実に, 十分に',
  contrast: 'しかし, ただし, ただ, 一方, けれど, けど, ものの, ですが, ますが, 反面, とはいえ',
  clauseStarts: '',
  neutral:
    'いいえ, てもいい, ても良い, でもいい, ノイズキャンセリング, ノイキャン, 方がいい, ほうがいい, 方が良い, ほうが良い, といいでしょう, と良いでしょう, ' +
    'とよいでしょう, 良いでしょう, いいでしょう, 良いか, いいか, 注意点, 乾燥肌, 敏感肌, 問い合わせ, 最適化',
  cues: '',
};

/** What may sit between a word and its negation: 良く|ない, 問題|は|ない, おすすめ|でき|ません. */
const bridges = ['く', 'は', 'が', 'も', 'では', 'じゃ', 'で', 'し', 'せ', 'でき', 'あり', 'られ', 'され'];
const negations = ['ない', 'なく', 'なかっ', 'ません', 'ず'];

/** True when a negation follows position `at` of `text` (after a matched word), across up to two bridges. */
export function japaneseNegation(text: string, at: number): boolean {
  let position = at;
  for (let hop = 0; hop <= 2; hop++) {
    for (const negation of negations) if (text.startsWith(negation, position)) return true;
    let longest = 0;
    for (const bridge of bridges) {
      if (bridge.length > longest && text.startsWith(bridge, position)) longest = bridge.length;
    }
    if (longest === 0) return false;
    position += longest;
  }
  return false;
}
