/**
 * Place suggestions come from an index of the place table built once (closestIndexed), not from
 * comparing each unknown place with every name. The old way, closestMatches over the table's
 * names, is the oracle: the index must give the very same suggestions, in the same order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPlaceTable, normalizePlace } from '../../../../src/pipeline';
import { closestIndexed, closestMatches, suggestionIndex } from '../../../../src/pipeline/format/text';

const aliasesText = readFileSync(path.join(__dirname, '../../../../data/place-aliases.csv'), 'utf8');
const { table } = loadPlaceTable(aliasesText);

/** A small seeded generator, so every run tries the same inputs. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Misspellings an editor makes: a letter dropped, added, changed or swapped, a case or accent change, a province or a word added. */
function misspellings(names: readonly string[], next: () => number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz ñé-.,';
  const pick = (text: string) => Math.floor(next() * Math.max(1, text.length));
  const inputs: string[] = [];
  for (const name of names) {
    const at = pick(name);
    const letter = letters[Math.floor(next() * letters.length)] ?? 'a';
    inputs.push(
      name.slice(0, at) + name.slice(at + 1),
      name.slice(0, at) + letter + name.slice(at),
      name.slice(0, at) + letter + name.slice(at + 1),
      name.slice(0, at) + name.slice(at + 1, at + 2) + name.slice(at, at + 1) + name.slice(at + 2),
      name.toUpperCase(),
      `${name} City`,
      `${name}, Somewhere`,
      name.slice(0, Math.max(1, at)),
    );
  }
  return inputs;
}

describe('place suggestions from the indexed place table', () => {
  const next = random(22);
  const sample = table.suggestionNames.filter((_, index) => index % 25 === 0);
  const nonsense = Array.from({ length: 100 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 24) }, () => 'aeioustnrlkmgbpy  '[Math.floor(next() * 18)] ?? 'a').join(''),
  );
  const inputs = [...misspellings(sample, next), ...nonsense, '', ' ', 'Ñ', 'Quezon Cty', 'Las Pinyas', 'Paranaque City', 'Sta. Rosa', 'x'.repeat(200), '東京'];

  it(`gives the same suggestions as comparing with every name, for ${inputs.length} inputs`, () => {
    const index = suggestionIndex(table.suggestionNames);
    const differences = inputs
      .map((input) => ({ input, old: closestMatches(input, table.suggestionNames), indexed: closestIndexed(input, index) }))
      .filter(({ old, indexed }) => JSON.stringify(old) !== JSON.stringify(indexed));
    expect(differences).toEqual([]);
    // The sample is a real test: most inputs have suggestions, some have none.
    const withSuggestions = inputs.filter((input) => closestIndexed(input, index).length > 0).length;
    expect(withSuggestions).toBeGreaterThan(inputs.length / 2);
    expect(withSuggestions).toBeLessThan(inputs.length);
  });

  it('keeps a count other than three, and names listed twice once', () => {
    const names = ['Pasig', 'Pasay', 'Pasig', 'Pasil', 'Basey'];
    for (const count of [1, 2, 5]) expect(closestIndexed('Pasog', suggestionIndex(names), count)).toEqual(closestMatches('Pasog', names, count));
  });

  it('is what normalizePlace suggests for an unknown place', () => {
    const match = normalizePlace('Quezon Cty', table);
    expect(match).toEqual({ status: 'unknown', suggestions: closestMatches('Quezon Cty', table.suggestionNames) });
    expect(match.status === 'unknown' && match.suggestions[0]).toBe('Quezon City');
  });
});
