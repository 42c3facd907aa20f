import { waitForHydration } from '../../tests/support/hydration';
import { launchChromium } from './lighthouse-runner';

/**
 * The keys typed into the /shops search box: narrow the list with "spoke bike 1", then
 * widen it again key by key (widening renders more cards), repeated to `count` keys.
 */
export function keystrokeSequence(count: number, typed = 'spoke bike 1'): string[] {
  const round = [...typed.split(''), ...Array<string>(typed.length).fill('Backspace')];
  const keys: string[] = [];
  while (keys.length < count) keys.push(...round);
  return keys.slice(0, count).map((key) => (key === ' ' ? 'Space' : key));
}

interface ProbeRecord {
  /** ms from the input event to the list's DOM update (or, when the list did not change, to the end of the keystroke's task). */
  toList: number;
  listChanged: boolean;
}

/**
 * Installed in the page, measured from outside the site's code: a capturing `input`
 * listener on window (it runs before React's, which listens on the root) notes the time;
 * a MutationObserver on <main> notes when the list's DOM changes (React commits a search
 * synchronously inside the event, so its callback runs right after the commit); a message
 * posted from the listener runs after the keystroke's task, and ends the measure when the
 * list did not need to change. A string, not a function: tsx would wrap a function's inner
 * functions in helpers the page does not have.
 */
const PROBE = `
  (() => {
    const records = [];
    window.keystrokeRecords = records;
    let pending = null;
    new MutationObserver(() => {
      if (pending && pending.listAt === null) pending.listAt = performance.now();
    }).observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true, attributes: true });
    window.addEventListener('input', () => {
      const current = { startedAt: performance.now(), listAt: null };
      pending = current;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const doneAt = performance.now();
        records.push({ toList: (current.listAt ?? doneAt) - current.startedAt, listChanged: current.listAt !== null });
        if (pending === current) pending = null;
      };
      channel.port2.postMessage(null);
    }, true);
  })();
`;

export interface KeystrokeRun {
  times: number[];
  listChanged: number;
  hydrationMs: number;
  domNodes: number;
}

/** Opens /shops (Pixel 7, optionally a slower CPU), waits for hydration, and types `keystrokes` keys 150 ms apart. */
export async function keystrokeTimes(url: string, cpuSlowdown: number, keystrokes: number): Promise<KeystrokeRun> {
  const { devices } = await import('@playwright/test');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const started = Date.now();
    await page.goto(`${url}/shops/`, { timeout: 180_000 });
    await waitForHydration(page, { timeout: 180_000 });
    const hydrationMs = Date.now() - started;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    await page.evaluate(PROBE);
    await page.getByRole('searchbox').first().click();
    const recordCount = () => page.evaluate(() => (window as unknown as { keystrokeRecords: ProbeRecord[] }).keystrokeRecords.length);
    for (const key of keystrokeSequence(keystrokes)) {
      const before = await recordCount();
      await page.keyboard.press(key);
      await page.waitForFunction((count) => (window as unknown as { keystrokeRecords: ProbeRecord[] }).keystrokeRecords.length > count, before, { timeout: 60_000 });
      await page.waitForTimeout(150);
    }
    const records = await page.evaluate(() => (window as unknown as { keystrokeRecords: ProbeRecord[] }).keystrokeRecords);
    return { times: records.map((record) => record.toList), listChanged: records.filter((record) => record.listChanged).length, hydrationMs, domNodes };
  } finally {
    await browser.close();
  }
}
