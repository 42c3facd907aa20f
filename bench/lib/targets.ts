import { performanceTargets as targets } from '../../tests/support/performance-targets';
import { kb } from './markdown';
import type { BenchResults } from './results';
import { median } from './stats';

export interface TargetRow {
  target: string;
  measured: string;
  met: boolean;
}

const score = (fraction: number) => Math.round(fraction * 100);
const lowest = (values: readonly number[]) => (values.length ? Math.min(...values) : Number.NaN);
const highest = (values: readonly number[]) => (values.length ? Math.max(...values) : Number.NaN);

/**
 * The bench's figures against issue 14's targets (tests/support/performance-targets.ts).
 * A figure that could not be measured (NaN: every run failed) is never counted as met.
 */
export function evaluateTargets(results: Pick<BenchResults, 'lighthouse' | 'firstLoad' | 'scale' | 'defaultBuildSeconds'>): TargetRow[] {
  const rows: TargetRow[] = [];
  const { lighthouse, firstLoad, scale } = results;
  if (lighthouse.length > 0) {
    for (const [category, label] of [
      ['performance', 'Lighthouse performance'],
      ['accessibility', 'accessibility'],
      ['best-practices', 'best-practices'],
      ['seo', 'SEO'],
    ] as const) {
      const worst = lowest(lighthouse.map((row) => row.site.scores[category]));
      const wanted = score(targets.lighthouse[category]);
      rows.push({ target: `${label} ≥ ${wanted} on every measured route`, measured: `lowest ${worst}`, met: worst >= wanted });
    }
    const ratio = highest(lighthouse.map((row) => row.ratio));
    rows.push({ target: `LCP(site) / LCP(floor) ≤ ${targets.lcpOverFloor}`, measured: `highest ${ratio.toFixed(2)}`, met: ratio <= targets.lcpOverFloor });
    const tbt = highest(lighthouse.map((row) => row.site.tbt));
    rows.push({ target: `TBT ≤ ${targets.totalBlockingTimeMs} ms`, measured: `highest ${Math.round(tbt)} ms`, met: tbt <= targets.totalBlockingTimeMs });
    const cls = highest(lighthouse.map((row) => row.site.cls));
    rows.push({ target: `CLS ${targets.cumulativeLayoutShift}`, measured: `highest ${cls.toFixed(3)}`, met: cls <= targets.cumulativeLayoutShift });
  }
  if (firstLoad.length > 0) {
    const most = highest(firstLoad.map((row) => row.total));
    rows.push({
      target: `JS fetched in 5 s: every route ≤ ${kb(targets.fetchedJavaScript)} KB gzip`,
      measured: `highest ${kb(most)} KB`,
      met: most <= targets.fetchedJavaScript,
    });
  }
  if (firstLoad.length > 0) {
    const css = highest(firstLoad.map((row) => row.css));
    rows.push({ target: `CSS ≤ ${kb(targets.firstLoadCss)} KB gzip`, measured: `${kb(css)} KB`, met: css <= targets.firstLoadCss });
  }
  if (scale) {
    const at = `at ${targets.atScale.shops.toLocaleString('en-US')} shops`;
    rows.push({
      target: `/shops HTML ≤ ${kb(targets.atScale.shopsHtmlGzip)} KB gzip ${at}`,
      measured: `${kb(scale.html.gzip)} KB gzip`,
      met: scale.html.gzip <= targets.atScale.shopsHtmlGzip,
    });
    const finished = scale.lighthouse.lcpRuns.length > 0;
    const performance = scale.lighthouse.scores.performance;
    rows.push({
      target: `Lighthouse finishes on /shops with performance ≥ ${score(targets.atScale.lighthousePerformance)} ${at}`,
      measured: finished ? `${performance}` : 'did not finish',
      met: finished && performance >= score(targets.atScale.lighthousePerformance),
    });
    const keystroke = median(scale.keystrokes.fast);
    rows.push({
      target: `keystroke → list ≤ ${targets.atScale.keystrokeMedianMs} ms median ${at}`,
      measured: `${keystroke.toFixed(1)} ms`,
      met: keystroke <= targets.atScale.keystrokeMedianMs,
    });
    const ratio = median(scale.buildSeconds) / median(results.defaultBuildSeconds);
    rows.push({
      target: `cold build ${at} < ${targets.atScale.buildTimeRatio}× the default build`,
      measured: `${ratio.toFixed(2)}×`,
      met: ratio < targets.atScale.buildTimeRatio,
    });
  }
  return rows;
}
