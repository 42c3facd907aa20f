import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * Command-line arguments for every script under scripts/, read with node:util parseArgs in
 * strict mode: an unknown or mistyped flag stops the script with a sentence saying which
 * flag and how the command is used, instead of being silently ignored.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with strict checking; a bad command line becomes a UsageError that ends with `usage`. */
export function readArguments<T extends Options>(args: readonly string[], options: T, usage: string, allowPositionals = false) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals });
  } catch (error) {
    // parseArgs's own sentence, without its advice about '--' (not how these commands are used).
    const message = typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : String(error);
    const reason = message.split('. To specify a positional')[0] ?? message;
    throw new UsageError(`${reason.replace(/\.$/, '')}.\nUsage: ${usage}`);
  }
}

/** A flag's value as a whole number ≥ 1 (a count of runs, rows, shops), or `fallback` when the flag is absent. */
export function positiveInteger(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${flag} needs a whole number of 1 or more, not '${value}'.`);
  return number;
}

/**
 * Runs a script's main with the exit statuses the data commands use: 2 for a mistyped command,
 * 1 for any other failure; either way the message alone, no stack trace.
 */
export function runMain(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      if (error instanceof UsageError) {
        console.error(error.message);
        process.exitCode = 2;
        return;
      }
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
