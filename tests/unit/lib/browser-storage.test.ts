/** @jest-environment jsdom */
/**
 * The guarded storage helper: a browser that refuses storage (reading `window.localStorage`
 * throws a SecurityError), a full quota (every setItem throws), unparsable JSON and a value of the
 * wrong shape all read as "nothing stored", and none of them throws.
 */
import { readStored, removeStored, storageWorks, writeStored } from '../../../src/lib/browser-storage';
import { guardedStore } from '../../../src/lib/guarded-store';
import { isStringRecord, readStoredJson, writeStoredJson } from '../../../src/lib/stored-json';

const KEY = 'padyak-suggest-draft:shops';

/** Makes reading `window.localStorage` and `window.sessionStorage` throw, as Chrome does with "Don't allow sites to save data"; returns the undo. */
function refuseStorage(): () => void {
  const saved = ['localStorage', 'sessionStorage'].map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
  for (const [name] of saved) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
  return () => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(window, name, descriptor);
  };
}

/** Makes every write throw, as a full quota does. */
function fillQuota(): jest.SpyInstance {
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('with storage working', () => {
  it('keeps, reads and forgets a value, in either area', () => {
    expect(storageWorks()).toBe(true);
    expect(storageWorks('session')).toBe(true);
    expect(writeStored(KEY, 'text')).toBe(true);
    expect(readStored(KEY)).toBe('text');
    expect(readStored(KEY, 'session')).toBeNull();
    expect(writeStoredJson(KEY, { name: 'Bike Lab' }, 'session')).toBe(true);
    expect(readStoredJson(KEY, isStringRecord, 'session')).toEqual({ name: 'Bike Lab' });
    expect(removeStored(KEY)).toBe(true);
    expect(readStored(KEY)).toBeNull();
    // The probe leaves nothing behind.
    expect(localStorage.length).toBe(0);
  });
});

describe('with storage refused (reading window.localStorage throws)', () => {
  let undo: () => void;
  beforeEach(() => {
    localStorage.setItem(KEY, '{"name":"Bike Lab"}');
    undo = refuseStorage();
  });
  afterEach(() => undo());

  it('reads nothing, keeps nothing, and says storage does not work; nothing throws', () => {
    expect(() => window.localStorage).toThrow('Access is denied');
    expect(readStored(KEY)).toBeNull();
    expect(readStoredJson(KEY, isStringRecord)).toBeNull();
    expect(writeStored(KEY, 'text')).toBe(false);
    expect(writeStoredJson(KEY, { name: 'x' })).toBe(false);
    expect(removeStored(KEY)).toBe(false);
    expect(storageWorks()).toBe(false);
    expect(storageWorks('session')).toBe(false);
  });

  it('gives supabase-js a store that holds its session in memory for this visit', () => {
    const store = guardedStore();
    expect(store.getItem('padyak-hub-auth')).toBeNull();
    store.setItem('padyak-hub-auth', '{"access_token":"t"}');
    expect(store.getItem('padyak-hub-auth')).toBe('{"access_token":"t"}');
    store.removeItem('padyak-hub-auth');
    expect(store.getItem('padyak-hub-auth')).toBeNull();
  });
});

describe('with a full quota (every setItem throws)', () => {
  it('still reads what is stored, keeps nothing new, and says storage does not work', () => {
    localStorage.setItem(KEY, '{"name":"Old"}');
    fillQuota();
    expect(() => localStorage.setItem(KEY, 'x')).toThrow('exceeded the quota');
    expect(writeStored(KEY, 'text')).toBe(false);
    expect(writeStoredJson(KEY, { name: 'New' })).toBe(false);
    expect(readStoredJson(KEY, isStringRecord)).toEqual({ name: 'Old' });
    expect(storageWorks()).toBe(false);
  });

  it('gives supabase-js the session it was last given, not the stale stored one', () => {
    localStorage.setItem('padyak-hub-auth', 'old');
    fillQuota();
    const store = guardedStore();
    store.setItem('padyak-hub-auth', 'new');
    expect(store.getItem('padyak-hub-auth')).toBe('new');
    store.removeItem('padyak-hub-auth');
    expect(store.getItem('padyak-hub-auth')).toBeNull();
  });
});

describe('a stored draft is used only when it is a plain object of strings', () => {
  it.each(['null', 'true', '0', '[]', '"text"', '{"name":{"nested":"x"}}', '{"name":5}', '{"name":"Bike Lab","city":null}', '{broken', ''])(
    'drops %p and removes it, so the next write starts clean',
    (stored) => {
      localStorage.setItem(KEY, stored);
      expect(readStoredJson(KEY, isStringRecord)).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
    },
  );

  it('uses a plain object of strings as it is', () => {
    localStorage.setItem(KEY, '{"name":"Bike Lab, Las Piñas","location":""}');
    expect(readStoredJson(KEY, isStringRecord)).toEqual({ name: 'Bike Lab, Las Piñas', location: '' });
    expect(readStoredJson('padyak-nothing-here', isStringRecord)).toBeNull();
  });

  it('is not fooled by an object that only looks plain', () => {
    expect(isStringRecord(new Date())).toBe(false);
    expect(isStringRecord(Object.assign(Object.create({ inherited: 1 }) as object, { name: 'x' }))).toBe(false);
    expect(isStringRecord(Object.assign(Object.create(null) as object, { name: 'x' }))).toBe(true);
    expect(isStringRecord({})).toBe(true);
  });
});
