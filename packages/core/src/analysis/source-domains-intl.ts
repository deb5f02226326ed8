/**
 * Curated sources of Japan, China, France, Germany, Spain and Latin America (see source-domains.ts): national and
 * regional press, tech and consumer-test magazines, communities and Q&A, encyclopedias and dictionaries, and
 * public bodies whose domains carry no government suffix.
 */
import type { CuratedType } from './source-domains.ts';

type Lists = Partial<Record<CuratedType, string>>;

const japan: Lists = {
  ugc: `chiebukuro.yahoo.co.jp note.com qiita.com zenn.dev hatenablog.com hatena.ne.jp hateblo.jp ameblo.jp
    livedoor.blog fc2.com 5ch.net 2ch.sc cosme.net lipscosme.com nicovideo.jp okwave.jp teratail.com
    minkara.carview.co.jp 4travel.jp minhyo.jp tabelog.com`,
  reference: `kotobank.jp weblio.jp ja.wikipedia.org dic.nicovideo.jp`,
  editorial: `asahi.com yomiuri.co.jp mainichi.jp nikkei.com sankei.com jiji.com kyodonews.jp nhk.or.jp
    news.yahoo.co.jp itmedia.co.jp impress.co.jp watch.impress.co.jp phileweb.com ascii.jp gizmodo.jp
    engadget.com toyokeizai.net diamond.jp president.jp nikkeibp.co.jp my-best.com biteki.com maquia.hpplus.jp
    voguegirl.jp webcg.jp response.jp car.watch.impress.co.jp gigazine.net mynavi.jp news.mynavi.jp
    kakakumag.com allabout.co.jp the360.life oricon.co.jp`,
  corporate: `kakaku.com rakuten.co.jp amazon.co.jp yodobashi.com biccamera.com`,
};

const china: Lists = {
  ugc: `zhihu.com tieba.baidu.com zhidao.baidu.com weibo.com bilibili.com douyin.com xiaohongshu.com douban.com
    jianshu.com csdn.net juejin.cn v2ex.com smzdm.com segmentfault.com oschina.net cnblogs.com hupu.com
    dianping.com tousu.sina.com.cn`,
  reference: `baike.baidu.com baike.sogou.com zh.wikipedia.org`,
  editorial: `xinhuanet.com news.cn people.com.cn chinadaily.com.cn cctv.com thepaper.cn caixin.com yicai.com
    36kr.com ifeng.com sina.com.cn news.sina.com.cn qq.com news.qq.com 163.com sohu.com jiemian.com
    guancha.cn huxiu.com eastmoney.com dongchedi.com autohome.com.cn pcauto.com.cn yiche.com bitauto.com
    d1ev.com ithome.com zol.com.cn sspai.com ifanr.com pingwest.com geekpark.net leiphone.com tmtpost.com
    cnbeta.com.tw mydrivers.com donews.com pconline.com.cn latepost.com cbndata.com`,
  corporate: `jd.com taobao.com tmall.com pinduoduo.com`,
};

const france: Lists = {
  ugc: `commentcamarche.net forum.hardware.fr jeuxvideo.com doctissimo.fr forums.futura-sciences.com
    lafourchette.com dealabs.com avis-verifies.com`,
  reference: `larousse.fr fr.wikipedia.org universalis.fr cnrtl.fr le-dictionnaire.com`,
  editorial: `lemonde.fr lefigaro.fr liberation.fr leparisien.fr ouest-france.fr 20minutes.fr francetvinfo.fr
    bfmtv.com lesechos.fr latribune.fr challenges.fr capital.fr lexpress.fr lepoint.fr nouvelobs.com
    huffingtonpost.fr blogdumoderateur.com 01net.com numerama.com frandroid.com lesnumeriques.com clubic.com journaldunet.com
    quechoisir.org 60millions-mag.com moneyvox.fr lerevenu.com boursier.com zonebourse.com sudouest.fr
    ladepeche.fr lavoixdunord.fr letelegramme.fr midilibre.fr nicematin.com leprogres.fr dna.fr
    caradisiac.com largus.fr autoplus.fr marieclaire.fr madame.lefigaro.fr lsa-conso.fr`,
  institutional: `service-public.fr economie.gouv.fr banque-france.fr amf-france.org insee.fr anil.org
    lafinancepourtous.com inc-conso.fr france-assureurs.fr mediation-assurance.org ccr.fr cnil.fr ademe.fr anses.fr
    has-sante.fr ameli.fr caf.fr francetravail.fr urssaf.fr arcep.fr cre.fr energie-info.fr afnor.org cci.fr
    bpifrance.fr ined.fr mediateur-energie.fr clcv.org fub.fr`,
};

const germany: Lists = {
  ugc: `gutefrage.net motor-talk.de android-hilfe.de wer-weiss-was.de mydealz.de hardwareluxx.de kununu.com
    chefkoch.de`,
  reference: `duden.de de.wikipedia.org dwds.de`,
  editorial: `spiegel.de zeit.de faz.net sueddeutsche.de welt.de bild.de tagesschau.de handelsblatt.com
    stern.de focus.de n-tv.de t-online.de heise.de golem.de t3n.de chip.de computerbild.de netzwelt.de
    computerbase.de caschys.blog stiftung-warentest.de test.de finanztip.de ksta.de merkur.de tz.de rp-online.de
    wa.de abendblatt.de berliner-zeitung.de tagesspiegel.de stuttgarter-zeitung.de ndr.de wdr.de br.de mdr.de
    swr.de auto-motor-und-sport.de autobild.de electrive.net manager-magazin.de wiwo.de capital.de`,
  institutional: `bundesnetzagentur.de bund.de bundesregierung.de kfw.de bafa.de verbraucherzentrale.de
    bafin.de destatis.de adac.de umweltbundesamt.de bmwk.de vzbv.de soep-online.de schlichtung-reise.de gdv.de
    bankenverband.de ihk.de dihk.de bundesbank.de bzga.de rki.de bfarm.de deutsche-rentenversicherung.de
    arbeitsagentur.de versicherungsombudsmann.de ombudsmann-private-kv.de din.de vdi.de vde.com bsi.bund.de
    verbraucherschutz.de adfc.de`,
};

const spain: Lists = {
  ugc: `forocoches.com rankia.com mediavida.com burbuja.info taringa.net chollometro.com enfemenino.com`,
  reference: `rae.es dle.rae.es es.wikipedia.org wordreference.com`,
  editorial: `elpais.com elmundo.es abc.es lavanguardia.com elconfidencial.com eldiario.es 20minutos.es
    expansion.com cincodias.elpais.com eleconomista.es larazon.es publico.es europapress.es efe.com rtve.es
    xataka.com xatakamovil.com genbeta.com applesfera.com hipertextual.com computerhoy.com elespanol.com
    lavozdegalicia.es elcorreo.com diariovasco.com heraldo.es lasprovincias.es laverdad.es ideal.es
    elperiodico.com ara.cat ocu.org motorpasion.com autopista.es infobae.com clarin.com eltiempo.com
    milenio.com eluniversal.com.mx`,
  institutional: `bde.es cnmv.es agenciatributaria.gob.es boe.es cnmc.es ine.es aemet.es seg-social.es sepe.es
    unespa.es facua.org asufin.com adicae.net cecu.es aenor.com fundacionmapfre.org consumoteca.es`,
};

export const internationalSources: readonly Lists[] = [japan, china, france, germany, spain];
