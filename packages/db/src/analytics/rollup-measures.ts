/** The summed columns of the answer rollups (per prompt, daily, segment), in one order for every copy. */
export const answerMeasureColumns = [
  'answers',
  'no_answers',
  'answers_with_citations',
  'answers_citing_owned',
  'citations',
  'owned_citations',
  'impression',
  'owned_impression',
] as const;

/** The summed columns of the brand rollups (per prompt, daily, segment). */
export const brandMeasureColumns = [
  'answers_mentioning',
  'mentions',
  'rank_sum',
  'rank1',
  'sentiment_sum',
  'positive',
  'neutral',
  'negative',
  'top_third',
  'middle_third',
  'bottom_third',
] as const;

/** The summed columns of the cited-source rollups (domains and pages alike; per prompt, daily, monthly, segment). */
export const sourceMeasureColumns = [
  'citations',
  'answers_citing',
  'first_position_sum',
  'impression',
  'answers_citing_brand',
  'answers_citing_competitor',
] as const;

/** The summed columns of the content-type rollups (per prompt, daily, blocks). */
export const contentTypeMeasureColumns = ['citations'] as const;
