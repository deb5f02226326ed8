import { lazy } from 'react';

/**
 * The drawings load as their own chunk after the screen (recharts is about 100 KB gzip): the screen's numbers, table
 * and chart frames show at once, each ChartCard shows a skeleton of the final size until its drawing has loaded.
 * Only screens that draw charts import this module, so the entry, the frame and the sign-in page never carry chart code.
 */
export const LazyLineIntervalChart = lazy(() =>
  import('./LineIntervalChart.tsx').then((m) => ({ default: m.LineIntervalChart })),
);
export const LazyStackedAreaChart = lazy(() =>
  import('./StackedAreaChart.tsx').then((m) => ({ default: m.StackedAreaChart })),
);
export const LazyBarChart = lazy(() => import('./BarChart.tsx').then((m) => ({ default: m.BarChart })));
export const LazyDonutChart = lazy(() => import('./DonutChart.tsx').then((m) => ({ default: m.DonutChart })));
export const LazySparkline = lazy(() => import('./Sparkline.tsx').then((m) => ({ default: m.Sparkline })));
