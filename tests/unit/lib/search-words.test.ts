/** Which of the editors' words mean something on which list (wordsForList), and how a search is read (readQuery). */
import { readQuery, wordsForList, SHOPS_LIST_WORDS, type SearchAlias } from '../../../src/lib/search-words';

const aliases: SearchAlias[] = [
  { word: 'Bisikleta', kind: 'list', means: 'all' },
  { word: 'tindahan', kind: 'list', means: 'shops' },
  { word: 'gulong', kind: 'list', means: 'brands/tires' },
  { word: 'piyesa', kind: 'service', means: 'parts' },
  { word: 'bayad  sa gcash', kind: 'payment', means: 'gcash' },
  { word: 'Maynila', kind: 'place', means: 'Manila' },
  { word: 'ng', kind: 'skip', means: '' },
];
const SHOP_FILTERS = ['city', 'province', 'service', 'payment', 'open'];

describe('the words a list gets', () => {
  it('the shops get their own words, every list’s, the services, payments and places', () => {
    expect(wordsForList(aliases, SHOPS_LIST_WORDS, SHOP_FILTERS)).toEqual({
      bisikleta: [[], '', 'bike'],
      tindahan: [[], '', 'bike shop'],
      piyesa: [['service'], 'parts', 'parts'],
      'bayad sa gcash': [['payment'], 'gcash', 'GCash'],
      maynila: [['city', 'province'], 'Manila', 'Manila'],
      ng: [[], '', ''],
    });
  });

  it('a brand list with no filters gets only its own words and every list’s', () => {
    expect(wordsForList(aliases, { key: 'brands/tires', said: 'tires' }, [])).toEqual({ bisikleta: [[], '', 'bike'], gulong: [[], '', 'tires'], ng: [[], '', ''] });
    expect(Object.keys(wordsForList(aliases, { key: 'brands/helmet', said: 'helmet' }, []))).toEqual(['bisikleta', 'ng']);
  });
});

describe('reading a search', () => {
  const words = wordsForList(aliases, SHOPS_LIST_WORDS, SHOP_FILTERS);
  it.each([
    ['ayos', { terms: null, wants: [], said: null }],
    ['piyesa Iloilo', { terms: ['iloilo'], wants: [[['service'], 'parts', 'parts']], said: 'parts, Iloilo' }],
    ['Bayad sa GCash maynila', { terms: [], wants: [words['bayad sa gcash'], words.maynila], said: 'GCash, Manila' }],
    ['bayad sa', { terms: null, wants: [], said: null }],
    ['Bisikléta', { terms: [], wants: [], said: 'bike' }],
    // A word to skip ends a run of words left, and reads nothing on its own.
    ['tindahan ng piyesa', { terms: [], wants: [words.piyesa], said: 'bike shop, parts' }],
    ['piyesa ng Pedal Works ng Iloilo', { terms: ['pedal works', 'iloilo'], wants: [words.piyesa], said: 'parts, Pedal Works, Iloilo' }],
    ['ng', { terms: null, wants: [], said: null }],
    ['ng Iloilo', { terms: null, wants: [], said: null }],
  ])('%s', (query, reading) => {
    expect(readQuery(query, words)).toEqual({ typed: expect.any(String), ...reading });
  });
});
