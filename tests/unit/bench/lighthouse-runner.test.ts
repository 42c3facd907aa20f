import { figuresOf, lcpRatio, scriptingTime, summarize, type LighthouseFigures } from '../../../bench/lib/lighthouse-runner';

const figures = (lcp: number, performance = 99): LighthouseFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcp,
  tbt: 50,
  cls: 0,
  fcp: 700,
  transferBytes: 100_000,
  lcpElement: `h1 ${lcp}`,
});

describe('figuresOf a Lighthouse result', () => {
  it('reads the scores as Lighthouse shows them, the metrics, and the LCP element', () => {
    const lhr = {
      categories: { performance: { score: 0.975 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 0.92 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1270.4 },
        'total-blocking-time': { numericValue: 122 },
        'cumulative-layout-shift': { numericValue: 0 },
        'first-contentful-paint': { numericValue: 901 },
        'total-byte-weight': { numericValue: 127_488 },
        'lcp-breakdown-insight': {
          details: { items: [{ type: 'table' }, { type: 'node', selector: 'main > h1', nodeLabel: 'Your hub for all things cycling, in the Philippines' }] },
        },
      },
    };
    expect(figuresOf(lhr)).toEqual({
      scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 92 },
      lcp: 1270.4,
      tbt: 122,
      cls: 0,
      fcp: 901,
      transferBytes: 127_488,
      lcpElement: 'main > h1 "Your hub for all things cycling, in the "', // the label cut at 40 characters
    });
  });

  it('leaves a missing audit as NaN, not 0', () => {
    expect(figuresOf({ categories: {}, audits: {} })).toMatchObject({ lcp: Number.NaN, tbt: Number.NaN, lcpElement: '' });
  });
});

describe('scriptingTime of a Lighthouse result', () => {
  it('adds script evaluation and parse/compile from the main-thread breakdown, and nothing else', () => {
    const items = [
      { group: 'scriptEvaluation', duration: 310.5 },
      { group: 'styleLayout', duration: 400 },
      { group: 'scriptParseCompile', duration: 42 },
    ];
    expect(scriptingTime({ categories: {}, audits: { 'mainthread-work-breakdown': { details: { items } } } })).toBe(352.5);
  });

  it('is 0 when the breakdown lists no script work', () => {
    expect(scriptingTime({ categories: {}, audits: {} })).toBe(0);
  });
});

describe('summarize and lcpRatio', () => {
  it('takes the median of every figure and the first run’s LCP element', () => {
    const summary = summarize([figures(1200, 97), figures(900, 99), figures(1000, 98)]);
    expect(summary).toMatchObject({ lcp: 1000, lcpElement: 'h1 1200', lcpRuns: [1200, 900, 1000] });
    expect(summary.scores.performance).toBe(98);
  });

  it('divides each run by its own floor run and leaves out pairs with a failed side', () => {
    const { ratio, ratios } = lcpRatio([figures(1200), figures(1000), null, figures(1500)], [figures(1000), figures(1000), figures(900), null]);
    expect(ratios).toEqual([1.2, 1]);
    expect(ratio).toBeCloseTo(1.1);
  });
});
