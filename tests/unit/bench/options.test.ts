import { LIGHTHOUSE_ROUTES, parseBenchOptions } from '../../../bench/lib/options';
import { UsageError } from '../../../scripts/support/cli';

describe('npm run bench options', () => {
  it('measures issue 14’s five routes three times, with 10,000 shops, by default', () => {
    expect(parseBenchOptions([])).toEqual({
      runs: 3,
      buildRuns: 3,
      shops: 10_000,
      keystrokes: 20,
      skipBuild: false,
      routes: [...LIGHTHOUSE_ROUTES],
    });
  });

  it('reads counts, --skip-build and repeated --route', () => {
    const options = parseBenchOptions(['--runs', '1', '--skip-build', '--route', '/shops', '--route=/brands/bikes', '--keystrokes', '6']);
    expect(options).toMatchObject({ runs: 1, skipBuild: true, keystrokes: 6, routes: ['/shops', '/brands/bikes'] });
  });

  it('stops on an unknown flag, naming it and showing the usage', () => {
    expect(() => parseBenchOptions(['--run', '1'])).toThrow(UsageError);
    expect(() => parseBenchOptions(['--run', '1'])).toThrow(/Unknown option '--run'[\s\S]*Usage: npm run bench/);
  });

  it('stops on a count that is not a whole number of 1 or more', () => {
    expect(() => parseBenchOptions(['--runs', 'three'])).toThrow("--runs needs a whole number of 1 or more, not 'three'.");
    expect(() => parseBenchOptions(['--shops', '0'])).toThrow(/--shops needs a whole number/);
  });

  it('stops on a route that is not a path of the site', () => {
    expect(() => parseBenchOptions(['--route', 'shops'])).toThrow(/--route takes a path of the site starting with \/, not 'shops'/);
  });
});
