import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { isNamedVendor, isTitledVendor, namedVendors } from './named-vendors.ts';
import { classifySourceType } from './source-type.ts';

const owners = { ownedHosts: [], competitorHosts: [] };

describe('names an answer offers as products or companies', () => {
  it('reads bold names, headings, list leads and first table cells, not running text, chips or URLs', () => {
    const names = namedVendors(
      [
        '## Maestra',
        '1. **Lindy AI** – an assistant that writes meeting notes ([lindy.ai](https://lindy.ai/blog/x))',
        '- ScreenApp: records and transcribes',
        '| JotMe | live translation |',
        'According to TechCrunch, the market grew; see https://speakmac.app/guide.',
      ].join('\n'),
    );
    expect([...names]).toEqual(expect.arrayContaining(['maestra', 'lindyai', 'lindy', 'screenapp', 'jotme']));
    expect(names.has('techcrunch')).toBe(false);
    expect(names.has('speakmac')).toBe(false);
  });

  it('matches a site by its registrable name, four characters at least', () => {
    const names = new Set(['maestra', 'abc']);
    expect(isNamedVendor('maestra.ai', 'ai', names)).toBe(true);
    expect(isNamedVendor('abc.com', 'com', names)).toBe(false);
    expect(isNamedVendor('maestro.ai', 'ai', names)).toBe(false);
  });
});

describe('source type of a named vendor and of a dated article', () => {
  it('reads a vendor’s own "best …" page as corporate when the answer offers the vendor, the press otherwise', () => {
    const path = '/best-speech-to-text-apps';
    expect(classifySourceType('maestra.ai', owners, 'ai', path, true).sourceType).toBe('corporate');
    expect(classifySourceType('maestra.ai', owners, 'ai', path, false).sourceType).toBe('editorial');
    // In a blog, a "best …" post is the vendor's marketing whoever names it.
    expect(classifySourceType('zapier.com', owners, 'com', '/blog/best-transcription-apps').sourceType).toBe(
      'corporate',
    );
  });

  it('reads a story id of the press’s CMS as the press, and a board as users’ posts unless a public body’s', () => {
    expect(
      classifySourceType('sfgate.com', owners, 'com', '/tech/article/rev-ai-training-19876543.php')
        .sourceType,
    ).toBe('editorial');
    expect(classifySourceType('quasarzone.com', owners, 'com', '/bbs/qf_kb/views/1482937').sourceType).toBe(
      'ugc',
    );
    expect(classifySourceType('fss.or.kr', owners, 'or.kr', '/fss/bbs/B0000188/view.do').sourceType).toBe(
      'institutional',
    );
  });

  it('takes a title ending in a vendor the answer offers as that vendor’s own page, on its own domain only', () => {
    const names = namedVendors('1. **Maestra** – transcribes in 100 languages');
    expect(isTitledVendor('How to transcribe audio | Maestra', 'getmaestra.com', 'com', names)).toBe(true);
    expect(isTitledVendor('How to transcribe audio – Maestra', 'getmaestra.com', 'com', names)).toBe(true);
    // Another site quoting it, a name the answer does not offer, or no site name in the title: no.
    expect(isTitledVendor('Maestra review | Bay Wire', 'baywire.com', 'com', names)).toBe(false);
    expect(isTitledVendor('Transcription | Maestra', 'baywire.com', 'com', names)).toBe(false);
    expect(isTitledVendor('How to transcribe audio | Otter', 'getotter.com', 'com', names)).toBe(false);
    expect(isTitledVendor('How to transcribe audio', 'getmaestra.com', 'com', names)).toBe(false);
  });

  it('reads a dated article path on an unknown site as the press', () => {
    expect(
      classifySourceType('baywire-example.com', owners, 'com', '/tech/2026/03/12/ai-notetakers').sourceType,
    ).toBe('editorial');
    expect(classifySourceType('baywire-example.com', owners, 'com', '/tech/ai-notetakers').sourceType).toBe(
      'corporate',
    );
    // A well-known one is listed: the press whatever the path.
    expect(classifySourceType('sfgate.com', owners, 'com', '/tech/ai-notetakers').sourceType).toBe(
      'editorial',
    );
  });

  it('types the citations of a whole answer: the recommended vendor’s guide is corporate, the quoted press is not', () => {
    const text =
      'The best options:\n\n1. **Maestra** – accurate subtitles in 80 languages [1]\n2. **Otter** – meeting notes\n\n' +
      'SFGate reported that transcription apps grew fast [2].';
    const result = analyzeAnswer(
      {
        text,
        engine: 'perplexity',
        citations: [
          { url: 'https://maestra.ai/blogs/best-speech-to-text-apps', title: '8 Best Speech to Text Apps' },
          { url: 'https://www.sfgate.com/tech/article/2026/03/12/transcription-apps' },
        ],
      },
      { brand: { name: 'Otter', aliases: [] }, competitors: [], ownedDomains: [], evaluationItems: [] },
    );
    expect(result.citations.map((c) => [c.domain, c.sourceType, c.contentType])).toEqual([
      ['maestra.ai', 'corporate', 'listicle'],
      ['sfgate.com', 'editorial', 'news'],
    ]);
  });
});
