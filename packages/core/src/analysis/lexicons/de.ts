/**
 * German opinion lexicon (Sightline's own). Adjectives are listed uninflected; `latinForms` (latin-words.ts) strips
 * inflection and comparative endings (guten → gut, günstiger → günstig, attraktiver → attraktiv). Negation: nicht,
 * kein…, ohne, kaum, wenig; "nicht" after the opinion also negates it ("überzeugt nicht", "empfehle ich nicht").
 */
import type { Lexicon } from './types.ts';

export const de: Lexicon = {
  polarity: [
    [
      1,
      'hervorragend, ausgezeichnet, exzellent, perfekt, erstklassig, herausragend, überragend, ' +
        'unschlagbar, spitze',
    ],
    [
      0.9,
      'beeindruckend, überzeugend, empfehlenswert, testsieger, begeistert, begeistern, glänzt, ' +
        'spitzenklasse, klare empfehlung, uneingeschränkt empfehlen',
    ],
    [
      0.8,
      'gelobt für, sehr beliebt, bestens, top bewertet, gut bewertet, preis-leistungs-sieger, ' +
        'erste wahl, die nase vorn, überzeugt, überzeugen, empfohlen, zuverlässig, best, beste, langlebig, ' +
        'hochwertig, leistungsstark, lohnt sich, lohnenswert, punktet, zufrieden, toll, bewährt, souverän',
    ],
    [
      0.7,
      'überzeugt mit, punktet mit, spürbar besser, reibungslos, problemlos, ' +
        'loben, lobt, gelobt, gelobte',
    ],
    [
      0.6,
      'empfehlung, vielseitig, umfangreich, großzügig, transparent, durchdacht, unkompliziert, weich, griffig, atmungsaktiv, motivierend, zügig, gründlich, ' +
        'gut, empfehle, empfehlen, beliebt, vorteil, vorteile, pluspunkt, pluspunkte, stärke, stärken, ' +
        'günstig, preiswert, preisgünstig, intuitiv, komfortabel, robust, effizient, attraktiv, ideal, ' +
        'top, super, geeignet, führend, sparsam, praktisch',
    ],
    [
      0.5,
      'fair, ' +
        'schnell, übersichtlich, bequem, solide, stabil, flexibel, flexibl, hilfreich, ' +
        'vernünftig, besser, stark, lohnt, fein, modern, angenehm, leise',
    ],
    [0.3, 'sicher, einfach'],
    [0.1, 'kostenlos, gratis'],
    [
      -0.4,
      'hinterher, bricht, leider, fehlt, fehlen, kritik, vorsicht, mäßig, durchwachsen, eingeschränkt, ' +
        'begrenzt, knapp, schwer',
    ],
    [-0.5, 'verzögerung, verzögerungen, nervig, aufdringlich, einschränkungen, drückt, scheuert'],
    [
      -0.6,
      'schwach, monatelang, monatelangen, wochenlang, wochenlangen, ablehnung, ablehnungen, abgelehnt, ärger, beschweren, klagen über, zu teuer, versteckte kosten, mühsam, lästig, frustrierend, hakt, ruckelt, ' +
        'beklagen, beklagt, bemängeln, bemängelt, kritisieren, stürzt, abstürze, abstürzt, problem, ' +
        'probleme, mängel, schwäche, schwächen, nachteil, nachteile, teuer, teur, langsam, umständlich, ' +
        'kompliziert, unübersichtlich, instabil, veraltet, schwierig, mangelt, ausfälle, dürftig, ' +
        'unbequem, hakelig, abzüge, abstriche',
    ],
    [
      -0.8,
      'ärgern, verärgert, unzufrieden, unzufriedenheit, reklamation, reklamationen, ausfall, nachlässig, ' +
        'abraten, abzuraten, rate davon ab, raten davon ab, hinkt, schlecht, unzuverlässig, fehlerhaft, ' +
        'ärgerlich, störanfällig, kritisiert, beschwerden',
    ],
    [
      -0.9,
      'unverschämt, inakzeptabel, abzocke, ärgernis, ' +
        'enttäuschend, enttäuscht, mangelhaft, defekt, unbrauchbar, überteuert',
    ],
    [-1, 'katastrophal, miserabel, finger weg'],
  ],
  qualityNouns:
    'qualität, leistung, reichweite, akkulaufzeit, laufzeit, zuverlässigkeit, zufriedenheit, effizienz, ' +
    'bewertung, bewertungen, verarbeitung, ladeleistung',
  costNouns:
    'preis, preise, kosten, gebühren, gebühr, aufpreis, verbrauch, lärm, wartezeit, wartezeiten, risiko, ' +
    'unterhaltskosten, zinsen',
  highScalars: 'hoch, hohe, hohen, hoher, hohes, höher, lang, länger, groß, größer, viel, viele, vielen',
  lowScalars: 'niedrig, gering, kurz, kürzer, klein, kleiner, eingeschränkt, begrenzt, knapp',
  negators:
    'nur bedingt, bedingt, nicht, kein, keine, keinen, keinem, keiner, keines, nie, niemals, ohne, ' +
    'weder, nichts',
  nearNegators: 'kaum, wenig, weniger',
  copulas:
    'ist, sind, war, waren, bleibt, bleiben, wirkt, wirken, scheint, scheinen, liegt, liegen, wird, ' +
    'werden, fällt, ' +
    'fallen',
  intensifiers:
    'sehr, besonders, äußerst, extrem, wirklich, echt, absolut, richtig, ziemlich, überaus, deutlich, ' +
    'höchst, ' +
    'noch',
  contrast: 'aber, jedoch, allerdings, dennoch, trotzdem',
  clauseStarts: 'während, wohingegen, dagegen, hingegen, obwohl, sondern',
  neutral:
    'nicht nur, sondern auch, vor allem, zum beispiel, ohne zweifel, kein wunder, gut zu wissen, ' +
    'nicht zuletzt, ' +
    'nicht mehr als, am besten vergleichen',
  cues:
    'der, die, das, und, ist, mit, für, ein, eine, einen, nicht, sind, auf, den, dem, zu, im, auch, sie, ' +
    'wenn, ' +
    'oder, bei, vom, zum, wird, kann, sehr, sich, es, ihr, wer, noch',
};
