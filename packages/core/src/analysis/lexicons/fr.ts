/**
 * French opinion lexicon (Sightline's own). Words are listed in the masculine singular; feminine and plural forms are
 * found by `latinForms` (latin-words.ts): fiables → fiable, gratuite → gratuit, intuitive → intuitif. Negation:
 * ne/n'…pas, pas, jamais, sans, peu, moins ("moins chère" is good, "moins intuitive" bad).
 */
import type { Lexicon } from './types.ts';

export const fr: Lexicon = {
  polarity: [
    [
      1,
      'excellent, parfait, exceptionnel, remarquable, irréprochable, imbattable, le meilleur, ' +
        'la meilleure',
    ],
    [
      0.9,
      'impressionnant, formidable, génial, incontournable, excelle, excellent choix, meilleur choix, ' +
        'plébiscité, encensé, valeur sûre, se distingue, se démarque, à recommander',
    ],
    [
      0.8,
      'salué, loué, réputé, reconnu pour, plébiscitent, bien conçu, bien pensé, très apprécié, ' +
        'sort du lot, conseille, conseillons, recommandé, recommande, recommandons, fiable, performant, ' +
        'efficace, agréable, satisfait, satisfaisant, apprécié, convaincant, convainc, séduit, séduisant, ' +
        'brille, rapport qualité-prix, bon rapport qualité-prix, meilleur, bon choix, sans souci, ' +
        'sans problème, très bien noté, bien noté, mieux noté, le mieux noté, le choix le plus large, ' +
        'le plus large choix, plus grand choix',
    ],
    [
      0.7,
      'agréablement, généreux, réussi, soigné, qualitatif, haut de gamme, au top, ' +
        'apprécient, aiment, adorent, saluent',
    ],
    [
      0.6,
      'polyvalent, accessible, transparent, réactivité, ' +
        'bon, intuitif, pratique, avantage, avantageux, atout, atouts, point fort, points forts, ' +
        'intéressant, économique, abordable, compétitif, solide, robuste, durable, confortable, réactif, ' +
        'puissant, innovant, fluide, sécurisé, conseillé, idéal, adapté, populaire, rassurant, complet, ' +
        'riche',
    ],
    [
      0.5,
      'amusant, ludique, motivant, vaste, large choix, grand choix, bon marché, ' +
        'ergonomique, amélioré, brillant, lumineux, rapide, souple, simple, clair, sûr, stable, ' +
        'facile, bien, efficacement, apprécie, domine',
    ],
    [0.3, 'moderne, léger, correct'],
    [0.1, 'gratuit, gratuitement'],
    [-0.4, 'complexe, limité, faible, attention, critiques, dommage, basique, restreint, hélas'],
    [-0.5, 'vieillot'],
    [
      -0.6,
      'lenteur, lenteurs, retard, retards, attente interminable, refus, refusé, rejeté, se plaint, pénible, contraignant, frais cachés, intrusif, fragile, ' +
        'critiquent, regrettent, déplorent, dégradé, dégrade, détérioré, injoignable, problème, problèmes, ' +
        'cher, chère, coûteux, onéreux, compliqué, inconvénient, inconvénients, défaut, défauts, ' +
        'point faible, points faibles, faiblesse, faiblesses, lacune, lacunes, regrette, risqué, bruyant, ' +
        'lent, difficile, lourd, vieillissant, manque, manquent, limites, souci, soucis, bémol, méfiance, ' +
        'reproche, reproches',
    ],
    [
      -0.8,
      'mécontents, mécontentement, litige, litiges, réclamations, réclamation, galère, inadmissible, trompeur, mal conçu, se casse, ' +
        'laisse à désirer, laissent à désirer, déconseille, déconseillé, déconseillons, mauvais, mauvaise, ' +
        'critiqué, plaintes, plainte, panne, pannes, frustrant, peu fiable, instable, dépassé, bugs, bug, ' +
        'insatisfait, se plaignent, problèmes de',
    ],
    [
      -0.9,
      'déplorable, lamentable, scandaleux, inacceptable, ' +
        'décevant, déçu, déception, défectueux, médiocre',
    ],
    [-1, 'pire, catastrophique, arnaque, à éviter, à fuir'],
  ],
  qualityNouns:
    'qualité, autonomie, performance, performances, fiabilité, satisfaction, note, notes, rendement, ' +
    'efficacité, ' +
    'vitesse, confort, sécurité, durée de vie',
  costNouns:
    "délai, délais, temps d'attente, prix, tarif, tarifs, frais, coût, coûts, commission, commissions, " +
    'cotisation, attente, bruit, risque, risques, consommation',
  highScalars: 'élevé, haut, haute, grand, grande, long, longue, nombreux, fort, forte, supérieur',
  lowScalars: 'nul, bas, basse, faible, réduit, limité, court, courte, moindre, inférieur',
  negators: 'pas, jamais, aucun, aucune, sans, ni, rien, ne, guère',
  nearNegators: 'peu, peu de, moins',
  copulas:
    'est, sont, était, étaient, reste, restent, semble, semblent, paraît, devient, deviennent, ' +
    'avère, avèrent',
  intensifiers:
    'très, vraiment, extrêmement, particulièrement, hautement, super, trop, nettement, tellement, plus, ' +
    'le plus, la plus, les plus, bien plus, encore plus, franchement, remarquablement',
  contrast: 'mais, cependant, toutefois, néanmoins, pourtant, par contre, en revanche',
  clauseStarts: 'tandis, alors que, bien que, même si, contrairement',
  neutral:
    'un peu, de plus, en plus, au moins, non seulement, mais aussi, bien sûr, sans doute, pas seulement, ' +
    'rien que, ' +
    'bon à savoir, il vaut mieux, mieux vaut, point de vue, plus de, à peu près, bien entendu, aussi bien, ' +
    'ou bien, ' +
    'eh bien',
  cues:
    'le, la, les, des, est, et, une, un, pour, avec, du, au, aux, sont, dans, qui, que, pas, plus, très, ' +
    'sur, ce, ' +
    'cette, il, elle, vous, votre, ne, par, mais, ou, leur, son, sa, ses, de',
};
