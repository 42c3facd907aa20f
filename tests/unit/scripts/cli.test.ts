import { positiveInteger, readArguments, UsageError } from '../../../scripts/support/cli';

describe('readArguments, the command line of every script', () => {
  const options = { data: { type: 'string' }, verbose: { type: 'boolean', default: false } } as const;

  it('reads the flags it knows, in both spellings', () => {
    expect(readArguments(['--data', 'tests/fixtures/messy', '--verbose'], options, 'x').values).toEqual({ data: 'tests/fixtures/messy', verbose: true });
    expect(readArguments(['--data=/tmp/d'], options, 'x').values.data).toBe('/tmp/d');
  });

  it('stops on a mistyped flag, naming it and how the command is used', () => {
    let error: unknown;
    try {
      readArguments(['--dat', 'x'], options, 'npm run data:check -- [--data DIR]');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe("Unknown option '--dat'.\nUsage: npm run data:check -- [--data DIR]");
  });

  it('stops on a flag given without its value', () => {
    expect(() => readArguments(['--data'], options, 'x')).toThrow(/--data[\s\S]*Usage: x/);
  });

  it('refuses stray words unless the command takes them', () => {
    expect(() => readArguments(['shops.csv'], options, 'x')).toThrow(UsageError);
    expect(readArguments(['http://127.0.0.1:9000', '/shops'], {}, 'x', true).positionals).toEqual(['http://127.0.0.1:9000', '/shops']);
  });
});

describe('positiveInteger', () => {
  it('gives the fallback when the flag is absent, and the number when it is a whole number ≥ 1', () => {
    expect(positiveInteger(undefined, 'runs', 3)).toBe(3);
    expect(positiveInteger('5', 'runs', 3)).toBe(5);
  });

  it.each(['0', '-2', '1.5', 'three', ''])("refuses '%s' with a sentence naming the flag", (value) => {
    expect(() => positiveInteger(value, 'runs', 3)).toThrow(`--runs needs a whole number of 1 or more, not '${value}'.`);
  });
});
