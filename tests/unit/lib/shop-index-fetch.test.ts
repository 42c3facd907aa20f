/**
 * /suggest/shops and /saved read a long shops list from the shop index instead of a copy of every
 * shop in their page data. The suggest form's duplicate check must catch the same rows from the
 * index as from the page data (same name in the same place, or the same link).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fetchEveryShop, listedShop } from '../../../src/lib/shop-index-fetch';
import { browserContext } from '../../../src/lib/sheet-check';
import { checkSuggestion } from '../../../src/lib/suggest-check';
import type { ShopIndexRow } from '../../../src/lib/shop-pages';

jest.mock('gatsby', () => ({ withPrefix: (to: string) => to }));

const ROOT = path.join(__dirname, '../../..');
const context = browserContext({
  aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
  categoriesText: readFileSync(path.join(ROOT, 'data/brand-categories.json'), 'utf8'),
}).context;

const INDEX: ShopIndexRow[] = [
  ['bike-lab-las-pinas', 'Bike Lab', 'Las Piñas', 'Metro Manila', 'NCR', 'https://bikelab.example/', 0, null],
  ['pedal-works-pasig', 'Pedal Works', 'Pasig', 'Metro Manila', 'NCR', null, 0, '/static/logo.png'],
];

const answered = (rows: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(rows) } as Response);

describe('the shop index as the suggest form reads it', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it('reads /shops/index.json once a visit, and again after a failure', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(fetchEveryShop()).rejects.toThrow('offline');
    fetchMock.mockImplementation(() => answered(INDEX));
    const shops = await fetchEveryShop();
    await fetchEveryShop();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/shops/index.json');
    expect(shops.map((shop) => shop.name)).toEqual(['Bike Lab', 'Pedal Works']);
  });

  it('catches a suggestion of a listed shop by name and place, with the listed shop to report instead', async () => {
    fetchMock.mockImplementation(() => answered(INDEX));
    const listed = (await fetchEveryShop()).map(listedShop);
    const check = checkSuggestion('shops', listed, { name: 'Bike Lab', location: 'Las Pinas', link: '' }, context);
    expect(check.duplicate?.key).toBe('bike-lab-las-pinas');
    expect(check.duplicate?.cells).toEqual({ name: 'Bike Lab', location: 'Las Piñas', link: 'https://bikelab.example/' });
  });

  it("catches a suggestion with a listed shop's link, and lets a new shop through", async () => {
    fetchMock.mockImplementation(() => answered(INDEX));
    const listed = (await fetchEveryShop()).map(listedShop);
    expect(checkSuggestion('shops', listed, { name: 'Another Name', location: 'Pasig', link: 'https://bikelab.example/' }, context).duplicate?.key).toBe(
      'bike-lab-las-pinas',
    );
    expect(checkSuggestion('shops', listed, { name: 'New Shop', location: 'Pasig', link: '' }, context).duplicate).toBeNull();
  });
});
