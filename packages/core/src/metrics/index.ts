/** Metrics and statistics defined in docs/features/metrics.md: pure functions over counts. */

// The statistics live in contracts (one definition, shared with the web app's metric cards); core re-exports them.
export {
  hasEnoughForMargin,
  type Interval,
  minimumN,
  minimumNForMargin,
  normalCdf,
  sentimentScore,
  type TwoProportionTest,
  twoProportionZTest,
  wilsonInterval,
} from '@sightline/contracts';
export { metricsVersion } from './metrics-version.ts';
export { measuredRatio, ratio, shareOfVoice } from './proportions.ts';
