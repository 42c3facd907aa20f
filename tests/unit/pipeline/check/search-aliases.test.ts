/** data/search-aliases.csv: the words riders type and what they stand for, read by their rules; a row the site cannot use is left out with a sentence. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSearchAliases, SEARCH_ALIASES_FILE } from '../../../../src/pipeline/check/search-aliases';
import { loadPlaceTable } from '../../../../src/pipeline/check/check-sheet';
import { searchAliasSchema } from '../../../../src/pipeline/entities/schemas';
import { runPipeline } from '../../../../src/pipeline/node';
import categories from '../../../../data/brand-categories.json';

const DATA = path.resolve(__dirname, '../../../../data');
const { table: places } = loadPlaceTable(readFileSync(path.join(DATA, 'place-aliases.csv'), 'utf8'));
const context = { places, categorySlugs: categories.map((category) => category.slug) };
const read = (rows: string) => readSearchAliases(`word,kind,means\n${rows}\n`, context);
/** Each finding as [rule, row, column]. */
const where = (rows: string) => read(rows).log.issues.map((issue) => [issue.rule, issue.row, issue.column]);
const sentenceOf = (rows: string) => read(rows).log.issues[0]?.sentence;

describe('the repository’s search-aliases.csv', () => {
  it('reads every row with no finding, each a valid SearchAlias', () => {
    const { aliases, log } = readSearchAliases(readFileSync(path.join(DATA, SEARCH_ALIASES_FILE), 'utf8'), context);
    expect(log.issues).toEqual([]);
    expect(aliases.length).toBe(log.summary().rows);
    for (const alias of aliases) expect(searchAliasSchema.parse(alias)).toEqual(alias);
    expect(aliases).toContainEqual({ word: 'ayos', kind: 'service', means: 'repair' });
    expect(aliases).toContainEqual({ word: 'Maynila', kind: 'place', means: 'Manila' });
  });

  it('has no padyak, which also names the pedicab', () => {
    const { aliases } = readSearchAliases(readFileSync(path.join(DATA, SEARCH_ALIASES_FILE), 'utf8'), context);
    expect(aliases.map((alias) => alias.word.toLowerCase())).not.toContain('padyak');
  });
});

describe('readSearchAliases', () => {
  it('keeps the word as written and writes what it means as the site does', () => {
    const { aliases, log } = read('Bisikleta,List,ALL\npiyesa,Service,Parts\nbayad,payment,GCash\nQC,place,QC\nsugbo,place,cebu\nGulong,list,Brands/Tires');
    expect(aliases).toEqual([
      { word: 'Bisikleta', kind: 'list', means: 'all' },
      { word: 'piyesa', kind: 'service', means: 'parts' },
      { word: 'bayad', kind: 'payment', means: 'gcash' },
      { word: 'QC', kind: 'place', means: 'Quezon City' },
      { word: 'sugbo', kind: 'place', means: 'Cebu' },
      { word: 'Gulong', kind: 'list', means: 'brands/tires' },
    ]);
    expect(log.issues).toEqual([]);
  });

  it('names the file’s row and column of an unknown meaning, with the nearest known one', () => {
    expect(where('ayos,service,repairs')).toEqual([['search-alias-unknown-meaning', 2, 'means']]);
    expect(sentenceOf('ayos,service,repairs')).toBe(
      "'repairs' is not a service the site knows: did you mean 'repair'? Write one of 'repair', 'parts', 'rental', 'second-hand', 'fitting', 'wash' or 'delivery'; the row is left out.",
    );
    expect(sentenceOf('bayad,payment,gcsh')).toMatch(/^'gcsh' is not a payment method the site knows: did you mean 'gcash'\?/);
    expect(sentenceOf('gulong,list,brands/tire')).toMatch(
      /^'brands\/tire' is not a list the site knows: did you mean 'brands\/tires'\? Write 'all' \(every list\), 'shops'/,
    );
    expect(sentenceOf('x,place,Manilla')).toMatch(/^'Manilla' is not a city, municipality or province in the place table: did you mean '.*Manila.*'\?/);
  });

  it('refuses a place the site cannot tell from others: a shared name, a region', () => {
    expect(sentenceOf('x,place,San Jose')).toMatch(/^'San Jose' is the name of \d+ places \(San Jose, .*\), and a search word stands for one/);
    expect(sentenceOf('x,place,"San Jose, Batangas"')).toMatch(
      /^'San Jose, Batangas' is San Jose, Batangas, but the site writes \d+ places 'San Jose', so a search cannot tell them apart/,
    );
    expect(sentenceOf('x,place,Metro Manila')).toMatch(/^'Metro Manila' is a region; a search word stands for a city, a municipality or a province/);
    // A province's name is the province, as a shop's location reads it.
    expect(read('x,place,Quezon').aliases).toEqual([{ word: 'x', kind: 'place', means: 'Quezon' }]);
  });

  it('says which kinds there are', () => {
    expect(where('ayos,sevice,repair')).toEqual([['search-alias-unknown-kind', 2, 'kind']]);
    expect(sentenceOf('ayos,sevice,repair')).toBe(
      "'sevice' is not a kind of search word: did you mean 'service'? Write 'list', 'service', 'payment', 'place' or 'skip'; the row is left out.",
    );
  });

  it('names every empty cell of a row, and a word no search could match', () => {
    expect(where(',service,\nayos,,repair')).toEqual([
      ['search-alias-incomplete', 2, 'word'],
      ['search-alias-incomplete', 2, 'means'],
      ['search-alias-incomplete', 3, 'kind'],
    ]);
    expect(read(',service,\nayos,,repair').log.issues.map((issue) => issue.sentence)).toEqual([
      "the word is empty; write the word as riders type it (e.g. 'ayos'), or delete the row.",
      "what the word means is empty; write what it stands for (e.g. 'repair'), or delete the row.",
      "the kind is empty; write 'list', 'service', 'payment', 'place' or 'skip', or delete the row.",
    ]);
    expect(sentenceOf('"?!",service,repair')).toBe("'?!' has no letter or digit, so no search could match it; write the word as riders type it, or delete the row.");
  });

  it('keeps a word to skip with its empty meaning, and refuses one that says it means something', () => {
    expect(read('ng,skip,\nsa,Skip,').aliases).toEqual([
      { word: 'ng', kind: 'skip', means: '' },
      { word: 'sa', kind: 'skip', means: '' },
    ]);
    expect(where('ng,skip,\nsa,skip,Manila')).toEqual([['search-alias-unknown-meaning', 3, 'means']]);
    expect(sentenceOf('sa,skip,Manila')).toBe(
      "a word to skip means nothing, but this row says 'Manila'; empty the cell, or give the word another kind; the row is left out.",
    );
  });

  it('keeps a word’s first row and leaves out a later one, compared without case, accents or extra spaces', () => {
    const { aliases, log } = read('ayos,service,repair\ngawa,service,repair\n"ÁYOS ",service,parts');
    expect(aliases.map((alias) => alias.word)).toEqual(['ayos', 'gawa']);
    expect(log.issues.filter((issue) => issue.rule === 'search-alias-duplicate').map((issue) => issue.sentence)).toEqual([
      "'ÁYOS' is given twice, in rows 2 and 4 (row 2 writes it 'ayos'): a word means one thing; delete one of the rows.",
    ]);
  });

  it('reports every row it leaves out, with the reason: none is dropped silently', () => {
    const { aliases, log } = read('ayos,service,repairs\n,list,all\nbisikleta,list,all\nbisikleta,list,shops\nupa,rent,rental');
    expect(aliases).toEqual([{ word: 'bisikleta', kind: 'list', means: 'all' }]);
    const outcomes = log.outcomes();
    expect(outcomes.map((outcome) => [outcome.row, outcome.status])).toEqual([
      [2, 'rejected'],
      [3, 'rejected'],
      [4, 'kept'],
      [5, 'rejected'],
      [6, 'rejected'],
    ]);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) expect(outcome.reason).toMatch(/^(word|kind|means): /);
    expect(log.summary()).toMatchObject({ file: 'search-aliases.csv', rows: 5, kept: 1, rejected: 4, errors: 4 });
  });
});

describe('data:check with search-aliases.csv', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-search-aliases-'));
    writeFileSync(path.join(dir, 'shops.csv'), 'name,location\nSample Shop,Pasig\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is optional: without it there are no search words and no finding about the file', () => {
    const result = runPipeline({ dataDir: dir });
    expect(result.searchAliases).toEqual([]);
    expect(result.files.map((file) => file.file)).not.toContain('search-aliases.csv');
  });

  it('hands the usable rows on, and reports the others under the file’s name', () => {
    writeFileSync(path.join(dir, 'search-aliases.csv'), 'word,kind,means\nayos,service,repair\ngulong,list,brands/rockets\n');
    const result = runPipeline({ dataDir: dir });
    expect(result.searchAliases).toEqual([{ word: 'ayos', kind: 'service', means: 'repair' }]);
    expect(result.issues.filter((issue) => issue.file === 'search-aliases.csv').map((issue) => [issue.rule, issue.row])).toEqual([['search-alias-unknown-meaning', 3]]);
    expect(result.files.find((file) => file.file === 'search-aliases.csv')).toMatchObject({ rows: 2, kept: 1, rejected: 1 });
  });
});
