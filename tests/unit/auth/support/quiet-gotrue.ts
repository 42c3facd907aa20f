/**
 * Each simulated device or reload makes a new supabase-js client in the same
 * jsdom, which the library warns about; that warning is expected here. Any
 * other warning still shows.
 */
export function quietMultipleClientWarning(): void {
  const warn = console.warn.bind(console);
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('Multiple GoTrueClient instances')) return;
      warn(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());
}
