/** Progress on a terminal (one bar, redrawn) or as plain lines (CI, a pipe, a log file). */
export interface Progress {
  start(total: number): void;
  /** One item finished; `line` describes it for plain output. */
  tick(line: string): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr, env: NodeJS.ProcessEnv = process.env): Progress {
  const bar = Boolean(stream.isTTY) && !env.CI;
  let total = 0;
  let count = 0;
  let lastDraw = 0;
  const draw = () => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((count / total) * width);
    stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${count}/${total}`);
  };
  return {
    start(items) {
      total = items;
      if (bar) draw();
      else stream.write(`Checking ${items} addresses…\n`);
    },
    tick(line) {
      count++;
      if (!bar) {
        stream.write(`[${count}/${total}] ${line}\n`);
        return;
      }
      const now = Date.now();
      if (now - lastDraw > 100 || count === total) {
        lastDraw = now;
        draw();
      }
    },
    done() {
      if (bar) stream.write('\n');
    },
  };
}

export const silentProgress: Progress = { start() {}, tick() {}, done() {} };
