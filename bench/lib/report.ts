import { kb, markdownTable, replaceSuiteSection } from './markdown';
import type { BenchResults } from './results';
import { median, percentile } from './stats';
import { evaluateTargets } from './targets';

/** The lighthouse suite's section of BENCHMARKS.md; it keeps every other section as it is. */
export const OWN_SECTION = 'Site performance (npm run bench -- lighthouse)';

export const HEAD = [
  '# Benchmarks',
  '',
  'The current figures of each benchmark suite (`npm run bench` lists them): one section per suite, rewritten by the',
  'suite itself each time it runs, with the command, the machine and the load it ran under. Earlier figures are in git',
  '(`git log -p BENCHMARKS.md`). Timings are never asserted in tests; the byte budgets that are live in',
  'tests/e2e/budgets.spec.ts and tests/unit.',
  '',
  '',
].join('\n');

export const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : '–');
const count = (value: number) => value.toLocaleString('en-US');

/** The bench's section of BENCHMARKS.md, from its results (no I/O: what is written is what is tested). */
export function renderBenchSection(results: BenchResults): string {
  const { info, options, lighthouse, firstLoad, scale, lighthouseFailures } = results;
  const lines: string[] = [];
  const push = (...text: string[]) => lines.push(...text);
  push(
    `## ${OWN_SECTION}`,
    '',
    `Command: \`${results.command}\` (it rebuilds public/ cold, so run it in a copy nobody else builds in).`,
    '',
    `Machine: ${info.cores} cores (${info.cpu}), ${info.memoryGiB.toFixed(1)} GiB RAM, Node ${info.node}, ${info.chromium},`,
    `Lighthouse ${info.lighthouse}. Date ${info.date.slice(0, 16).replace('T', ' ')} UTC. Load average (1/5/15 min) ${results.loadAtStart} at the start,`,
    `${results.loadAtEnd} at the end (others were building on the same machine, so timings are pessimistic). Every figure is the`,
    `median of ${options.runs} runs (${options.skipBuild ? 'no builds: --skip-build' : `builds: ${options.buildRuns}`}); raw figures in reports/bench.json.`,
    '',
    '### Lighthouse against the no-JavaScript floor',
    '',
    'Lighthouse (Node API, default mobile preset: Moto G Power viewport, simulated throttling 4× CPU and slow 4G),',
    `driving ${results.chrome.path} (${results.chrome.flags.join(' ')}) started by chrome-launcher, a fresh browser per run. The site and its`,
    'floor are served by the same static host (bench/lib/static-host.ts: sirv, gzip by the `compression` middleware, immutable',
    'caching for hashed assets). The floor is the same public/ with every `<script>` removed and `<noscript>` unwrapped: what HTML',
    'and CSS alone deliver. Each run measures every route on the site and then on its floor, so a pair shares the same machine',
    'load; the ratio is the median of the per-run ratios.',
    '',
    ...markdownTable(
      ['route', 'perf', 'a11y', 'best practices', 'SEO', 'LCP site ms', 'LCP floor ms', '**LCP site / floor**', 'TBT ms', 'CLS', 'transfer KB', 'floor perf'],
      ['left', ...Array<'right'>(11).fill('right')],
      lighthouse.map(({ route, site: s, floor: f, ratio }) => [
        route,
        `${s.scores.performance}`,
        `${s.scores.accessibility}`,
        `${s.scores['best-practices']}`,
        `${s.scores.seo}`,
        ms(s.lcp),
        ms(f.lcp),
        `**${ratio.toFixed(2)}**`,
        ms(s.tbt),
        s.cls.toFixed(3),
        kb(s.transferBytes),
        `${f.scores.performance}`,
      ]),
    ),
    '',
    `LCP element (site, first run): ${lighthouse.map(({ route, site: s }) => `${route} → \`${s.lcpElement}\``).join('; ')}`,
    '',
    lighthouseFailures.length
      ? `Lighthouse runs that failed (left out of the medians): ${lighthouseFailures.length} — ${[...new Set(lighthouseFailures)].join('; ')}`
      : `All ${options.runs * lighthouse.length * 2} Lighthouse runs finished.`,
    '',
    '### JavaScript fetched in the first 5 s, and CSS (gzip)',
    '',
    'Per route: every script the page fetches in its first 5 s with no interaction (Playwright, Pixel 7, a fresh browser;',
    "the same count as tests/e2e/budgets.spec.ts), each body gzipped with zlib's default level. Framework = framework-*.js",
    "(React, react-dom) + webpack-runtime; own code = app (Gatsby's runtime, our layout and providers) + shared and page chunks.",
    'CSS = the stylesheet Gatsby inlines into every page.',
    '',
    ...markdownTable(
      ['route', 'framework KB', 'own code KB', '**total JS KB**', 'CSS KB'],
      ['left', 'right', 'right', 'right', 'right'],
      firstLoad.map(({ route, framework, own, total, css }) => [route, kb(framework), kb(own), `**${kb(total)}**`, kb(css)]),
    ),
    '',
    `Files of ${firstLoad[0]?.route ?? '/'}: ${firstLoad[0]?.files.join(', ') ?? ''}.`,
    '',
  );
  if (scale) {
    const shops = count(options.shops);
    push(
      `### Scale: ${shops} shops`,
      '',
      `A copy of data/ whose shops.csv has ${shops} generated shops (bench/suites/scale-data.ts, written to a`,
      'temporary folder and built through PADYAK_DATA_DIR; nothing is committed).',
      '',
      ...markdownTable(
        ['figure', 'median', 'runs'],
        ['left', 'right', 'left'],
        [
          [`cold build time, ${shops} shops`, `${median(scale.buildSeconds).toFixed(1)} s`, scale.buildSeconds.map((s) => s.toFixed(1)).join(', ')],
          ['cold build time, default data', `${median(results.defaultBuildSeconds).toFixed(1)} s`, results.defaultBuildSeconds.map((s) => s.toFixed(1)).join(', ')],
          ['/shops HTML', `${kb(scale.html.raw)} KB (${kb(scale.html.gzip)} KB gzip)`, `${count(scale.shopsInHtml)} list items in the HTML`],
          ['/shops page-data.json', `${kb(scale.pageData.raw)} KB (${kb(scale.pageData.gzip)} KB gzip)`, ''],
          ['/shops elements in the DOM after hydration', count(scale.domNodes), ''],
          [
            'keystroke → updated list, no CPU slowdown',
            `**${median(scale.keystrokes.fast).toFixed(1)} ms**`,
            `${scale.keystrokes.fast.length} keystrokes (${options.keystrokes} per run); p90 ${percentile(scale.keystrokes.fast, 0.9).toFixed(1)} ms`,
          ],
          [
            'keystroke → updated list, 4× CPU slowdown (CDP)',
            `${median(scale.keystrokes.slow).toFixed(1)} ms`,
            `${scale.keystrokes.slow.length} keystrokes; p90 ${percentile(scale.keystrokes.slow, 0.9).toFixed(1)} ms`,
          ],
          [
            'load → hydrated (Playwright, Pixel 7 emulation, local server)',
            `${ms(median(scale.hydrationMs.fast))} ms`,
            `4× CPU slowdown: ${ms(median(scale.hydrationMs.slow))} ms`,
          ],
          scale.lighthouse.lcpRuns.length === 0
            ? ['Lighthouse /shops at scale', '**did not finish**', `0 of ${options.runs} runs finished: ${[...new Set(scale.lighthouseFailures)].join('; ')}`]
            : [
                'Lighthouse /shops at scale: performance, TBT, LCP',
                `${scale.lighthouse.scores.performance}, ${ms(scale.lighthouse.tbt)} ms, ${ms(scale.lighthouse.lcp)} ms`,
                `${scale.lighthouse.lcpRuns.length} of ${options.runs} runs finished${scale.lighthouseFailures.length ? ` (failed: ${[...new Set(scale.lighthouseFailures)].join('; ')})` : ''}; transfer ${kb(scale.lighthouse.transferBytes)} KB`,
              ],
        ],
      ),
      '',
      'Keystroke → updated list is measured from outside the site (bench/lib/keystroke-probe.ts): a capturing `input`',
      "listener on window notes the time before React's handler runs, and a MutationObserver on `<main>` notes when the list's",
      'DOM changes (React commits a search synchronously within the event); when a key leaves the list as it was, the end of',
      `the keystroke's task ends the measure. Playwright types "spoke bike 1" and deletes it again, ${options.keystrokes} keys per run, 150 ms`,
      'apart, Pixel 7 emulation.',
      '',
    );
  } else {
    push('Scale and build times: not measured in this run (--skip-build).', '');
  }
  push(
    '### Targets',
    '',
    'The targets, read from tests/support/performance-targets.ts (the budget test reads the byte ones from there too).',
    '',
    ...markdownTable(
      ['target', 'measured', 'met'],
      ['left', 'left', 'left'],
      evaluateTargets(results).map(({ target, measured, met }) => [target, measured, met ? 'yes' : '**no**']),
    ),
    '',
  );
  return lines.join('\n');
}

/** BENCHMARKS.md after a run: the title and intro, this run's section, then every other section as it was. */
export function updatedBenchmarks(existing: string, results: BenchResults): string {
  return replaceSuiteSection(existing, 'lighthouse', renderBenchSection(results), HEAD);
}
