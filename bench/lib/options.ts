import { positiveInteger, readArguments, UsageError } from '../../scripts/support/cli';
import { performanceTargets } from '../../tests/support/performance-targets';

/** The routes Lighthouse measures (issue 14's list). */
export const LIGHTHOUSE_ROUTES = ['/', '/shops/', '/brands/bikes/', '/content-creators/', '/bike-destinations/spider-route/'] as const;

export interface BenchOptions {
  /** Lighthouse runs per route, and keystroke and scale runs. */
  runs: number;
  /** Cold builds of each kind (default data, 10,000 shops). */
  buildRuns: number;
  shops: number;
  keystrokes: number;
  /** Measure the public/ already built: no builds, no scale. */
  skipBuild: boolean;
  routes: readonly string[];
}

export const BENCH_USAGE = 'npm run bench -- lighthouse [--runs 3] [--build-runs 3] [--shops 10000] [--keystrokes 20] [--skip-build] [--route /shops …]';

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = readArguments(
    args,
    {
      runs: { type: 'string' },
      'build-runs': { type: 'string' },
      shops: { type: 'string' },
      keystrokes: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
    },
    BENCH_USAGE,
  );
  const routes = values.route ?? [...LIGHTHOUSE_ROUTES];
  const notRoute = routes.find((route) => !route.startsWith('/'));
  if (notRoute !== undefined) throw new UsageError(`--route takes a path of the site starting with /, not '${notRoute}'.\nUsage: ${BENCH_USAGE}`);
  return {
    runs: positiveInteger(values.runs, 'runs', 3),
    buildRuns: positiveInteger(values['build-runs'], 'build-runs', 3),
    shops: positiveInteger(values.shops, 'shops', performanceTargets.atScale.shops),
    keystrokes: positiveInteger(values.keystrokes, 'keystrokes', 20),
    skipBuild: values['skip-build'] ?? false,
    routes,
  };
}
