/** Metrics and statistics of DESIGN.md §4: pure functions over counts. */
export { metricsVersion } from './metrics-version.ts';
export { ratio, sentimentScore, shareOfVoice } from './proportions.ts';
export { normalCdf, type TwoProportionTest, twoProportionZTest } from './two-proportion-z-test.ts';
export { hasEnoughForMargin, type Interval, wilsonInterval } from './wilson-interval.ts';
