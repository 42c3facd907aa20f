import type { LighthouseSummary } from './lighthouse-runner';
import type { MachineInfo } from './machine';
import type { BenchOptions } from './options';

/** Everything one bench run measured: written to reports/bench.json and rendered into BENCHMARKS.md. */
export interface RouteLighthouse {
  route: string;
  site: LighthouseSummary;
  floor: LighthouseSummary;
  /** Median of the per-run LCP(site) / LCP(floor) ratios. */
  ratio: number;
  ratios: number[];
}

export interface FirstLoadRow {
  route: string;
  framework: number;
  own: number;
  total: number;
  css: number;
  /** "file KB" per script, for the report's list of files of the first route. */
  files: string[];
}

export interface ScaleResults {
  buildSeconds: number[];
  html: { raw: number; gzip: number };
  pageData: { raw: number; gzip: number };
  shopsInHtml: number;
  keystrokes: { fast: number[]; slow: number[] };
  hydrationMs: { fast: number[]; slow: number[] };
  domNodes: number;
  lighthouse: LighthouseSummary;
  lighthouseFailures: string[];
}

export interface BenchResults {
  info: MachineInfo;
  command: string;
  loadAtStart: string;
  loadAtEnd: string;
  options: BenchOptions;
  chrome: { path: string; flags: readonly string[] };
  defaultBuildSeconds: number[];
  firstLoad: FirstLoadRow[];
  lighthouse: RouteLighthouse[];
  lighthouseFailures: string[];
  scale: ScaleResults | null;
}
