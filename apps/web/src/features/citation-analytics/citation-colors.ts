/** One colour per owned citation measure, the same in every chart of the screen (the rate in the own brand's violet). */
export const citationColors = {
  rate: 'violet.6',
  share: 'teal.6',
  impression: 'blue.4',
  position: 'violet.4',
} as const;
