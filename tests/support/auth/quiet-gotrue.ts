/**
 * Each simulated device or reload makes a new supabase-js client in the same
 * jsdom, which the library warns about; that warning is expected here. Any
 * other warning still shows.
 *
 * supabase-js also logs a failed background request (a token refresh or user
 * read still in flight when the fake server closes at the end of the file) with
 * console.error. Such a line can arrive after the last test, where jest turns any
 * log into a failed run; it says nothing about the behaviour under test, so
 * network failures ('fetch failed') are kept quiet for the whole file. The spies
 * are left in place on purpose: each test file has its own console.
 */
export function quietMultipleClientWarning(): void {
  const warn = console.warn.bind(console);
  const error = console.error.bind(console);
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('Multiple GoTrueClient instances')) return;
      warn(...args);
    });
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (args.some((arg) => /fetch failed|ECONNRESET|ECONNREFUSED/.test(String(arg)))) return;
      error(...args);
    });
  });
}
