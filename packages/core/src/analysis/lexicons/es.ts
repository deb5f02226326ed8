/**
 * Spanish opinion lexicon (Sightline's own). Adjectives are listed in the masculine singular; `latinForms`
 * (latin-words.ts) finds feminine and plural forms (favoritas → favorito, altas → alto). Negation: no, nunca, sin,
 * ningún, poco, menos ("no cobra comisión" and "sin comisiones" are good, "no es la mejor opción" bad).
 */
import type { Lexicon } from './types.ts';

export const es: Lexicon = {
  polarity: [
    [
      1,
      'excelente, perfecto, excepcional, extraordinario, inmejorable, insuperable, sobresaliente, imbatible',
    ],
    [
      0.9,
      'impresionante, el mejor, la mejor, los mejores, las mejores, de maravilla, fantástico, genial, ' +
        'estupendo, muy recomendable, altamente recomendable, vale la pena, merece la pena',
    ],
    [
      0.8,
      'elogiado por, muy popular, destacado, referente, de lo mejor, funciona de maravilla, ' +
        'destaca, destacan, sobresale, recomendado, recomendable, recomiendo, recomendamos, fiable, ' +
        'confiable, increíble, satisfecho, buena opción, gran opción, mejor opción, punto fuerte, ' +
        'puntos fuertes, funciona bien, muy valorado, bien valorado, mejor valorado, el mejor valorado',
    ],
    [
      0.7,
      'entretenido, divertido, motivador, ameno, amplio catálogo, gran variedad, bien diseñado, ' +
        'recomendaría, recomiendan, valoran, positivamente, elogian, elogiado, favorito, eficaz, ideal, ' +
        'bueno, buen, tranquilidad, robusto, duradero, potente, valorado, apreciado, ventaja, ventajas, ' +
        'cómodo, intuitivo, económico, asequible, competitivo, eficiente',
    ],
    [0.6, 'variado, amplio, transparente, atento, fiabilidad'],
    [
      0.5,
      'mejorado, mejora, brillante, dura todo el día, dura mucho, mejor, rápido, práctico, sencillo, ' +
        'fácil, completo, barato, sólido, atractivo, interesante, útil, flexible, ' +
        'popular, bien, cumple, ágil',
    ],
    [0.3, 'claro, moderno, correcto, seguro'],
    [0.1, 'gratis, gratuito'],
    [-0.4, 'débil, limitado, cuidado, críticas, lamentablemente, desgraciadamente, escaso, básico, regular'],
    [-0.5, 'inesperado'],
    [
      -0.6,
      'insuficiente, retrasos, retraso, demoras, demora, esperas, rechazos, rechazado, engorroso, ' +
        'quejan, se quejan, critican, empeorado, empeora, empeoró, mal, problema, problemas, fallo, ' +
        'fallos, falla, fallas, caro, costoso, lento, complicado, difícil, desventaja, desventajas, ' +
        'inconveniente, inconvenientes, punto débil, puntos débiles, anticuado, confuso, molesto, ' +
        'riesgoso, errores, limitaciones',
    ],
    [
      -0.8,
      'quejas de, reclamaciones, reclamación, denuncian, critican que, frustrante, insatisfechos, descontento, mala atención, ' +
        'deja mucho que desear, deja que desear, dejan mucho que desear, malo, mala, peor, evitar, quejas, ' +
        'queja, criticado, inestable, poco fiable',
    ],
    [
      -0.9,
      'se queda corto, se queda corta, se quedan cortos, queda corto, lamentable, inaceptable, abusivo, ' +
        'decepcionante, decepción, defectuoso, deficiente',
    ],
    [-1, 'pésimo, horrible, desastre, estafa, evítalo'],
  ],
  qualityNouns:
    'calidad, rendimiento, autonomía, fiabilidad, satisfacción, valoración, valoraciones, eficiencia, ' +
    'velocidad, ' +
    'duración, cobertura',
  costNouns:
    'tiempos de espera, tiempo de espera, precio, precios, coste, costes, costo, costos, comisión, ' +
    'comisiones, tarifa, tarifas, cuota, cuotas, ' +
    'cargo, ' +
    'cargos, gastos, espera, ruido, riesgo, riesgos, intereses',
  highScalars: 'alto, elevado, largo, mayor, mucho, muchos, grande, grandes, superior',
  lowScalars: 'bajo, reducido, corto, menor, escaso, limitado, inferior, mínimo',
  negators: 'no, nunca, sin, ningún, ninguna, ninguno, ni, tampoco, jamás, nada',
  nearNegators: 'poco, poca, pocos, pocas, menos',
  copulas:
    'es, son, era, eran, está, están, resulta, resultan, parece, parecen, sigue, siguen, queda, quedan',
  intensifiers:
    'muy, realmente, extremadamente, especialmente, particularmente, bastante, súper, totalmente, más, ' +
    'sumamente, increíblemente, tan, demasiado',
  contrast: 'pero, sin embargo, no obstante, en cambio',
  clauseStarts: 'si bien, mientras, mientras que, aunque, a diferencia',
  neutral:
    'claro que, está claro que, con cuidado, más bien, no solo, no sólo, sino también, sin duda, al menos, ' +
    'por lo menos, lo mejor es, más de, no es necesario, ' +
    'sin más, poco a poco, ni siquiera',
  cues:
    'el, los, las, y, con, para, una, por, del, muy, su, sus, más, son, está, pero, como, si, lo, al, se, ' +
    'que, ' +
    'es, en, la, un, de',
};
