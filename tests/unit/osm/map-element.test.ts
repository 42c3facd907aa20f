/** One OpenStreetMap element → one candidate row: the rules an editor relies on when reviewing. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPlaceTable } from '../../../src/pipeline';
import { chooseLink, chooseName, mapElement, resolveLocation, servicesOf } from '../../../scripts/osm/map-element';
import type { OsmElement } from '../../../scripts/osm/overpass';

const places = loadPlaceTable(readFileSync(path.join(__dirname, '../../../data/place-aliases.csv'), 'utf8')).table;
const node = (id: number, tags: Record<string, string>): OsmElement => ({ type: 'node', id, tags: { shop: 'bicycle', ...tags }, position: { lat: 14.6, lon: 121 } });

describe('the name', () => {
  it('is the name tag, folded, with name:en in the note when it differs', () => {
    expect(chooseName({ name: '  Tindahan  ng Bisikleta ', 'name:en': 'Bicycle Store' })).toEqual({
      name: 'Tindahan ng Bisikleta',
      notes: ["also mapped in English as 'Bicycle Store'"],
    });
    expect(chooseName({ name: 'Gulong', 'name:en': 'Gulong' })).toEqual({ name: 'Gulong', notes: [] });
  });

  it('falls back to name:en, asking the editor to check the sign, when name is missing', () => {
    expect(chooseName({ 'name:en': 'Harbour Bikes' })?.name).toBe('Harbour Bikes');
    expect(chooseName({ 'name:en': 'Harbour Bikes' })?.notes[0]).toMatch(/only an English name/);
  });

  it('makes no candidate without any name', () => {
    expect(chooseName({ 'addr:city': 'Cebu City' })).toBeNull();
    expect(mapElement(node(1003, { name: '   ' }), places)).toEqual({ kind: 'no-name', reference: 'node/1003' });
  });

  it('keeps non-ASCII names exactly', () => {
    const mapped = mapElement(node(1008, { name: 'Bisikleta ni Ñoño – Dasmariñas', 'addr:city': 'Dasmarinas' }), places);
    expect(mapped.kind === 'candidate' && mapped.candidate.name).toBe('Bisikleta ni Ñoño – Dasmariñas');
  });
});

describe('the location', () => {
  it('resolves addr:city through the data check’s place table and aliases', () => {
    expect(resolveLocation({ 'addr:city': 'Las Pinas' }, places)).toMatchObject({ location: 'Las Piñas', place: { name: 'Las Piñas' } });
    expect(resolveLocation({ 'addr:city': 'QC' }, places).location).toBe('Quezon City');
    expect(resolveLocation({ 'addr:municipality': 'Dasma' }, places).location).toBe('Dasmariñas');
  });

  it('reads a town within its tagged province, so a shared town name becomes one place', () => {
    expect(resolveLocation({ 'addr:city': 'San Jose' }, places)).toMatchObject({ place: null, notes: [expect.stringMatching(/is the name of \d+ places/)] });
    const placed = resolveLocation({ 'addr:city': 'San Jose', 'addr:province': 'Nueva Ecija' }, places);
    expect(placed.place).toMatchObject({ province: 'Nueva Ecija' });
  });

  it('takes a province when that is all the address says, and asks for the town', () => {
    const placed = resolveLocation({ 'addr:province': 'Bohol' }, places);
    expect(placed).toMatchObject({ location: 'Bohol', place: { kind: 'province' } });
    expect(placed.notes[0]).toMatch(/^only a province is known .*add the city or municipality/);
  });

  it('says so in the note when no address tag names a known place', () => {
    expect(resolveLocation({ 'addr:city': 'Atlantis' }, places)).toMatchObject({
      location: 'Atlantis',
      place: null,
      notes: [expect.stringMatching(/no known place in addr:city 'Atlantis'/)],
    });
    expect(resolveLocation({}, places)).toMatchObject({ location: '', place: null, notes: [expect.stringMatching(/^no address tags/)] });
  });
});

describe('the link', () => {
  it('adds https:// to a website without a scheme', () => {
    expect(chooseLink({ website: 'pedalpusher.example/shop' })).toEqual({ link: 'https://pedalpusher.example/shop', notes: [] });
    expect(chooseLink({ website: 'www.pedal.example:8080' }).link).toBe('https://www.pedal.example:8080');
  });

  it('drops javascript: and other non-web addresses with a note, and takes the next link tag', () => {
    const chosen = chooseLink({ website: 'javascript:alert(1)', 'contact:website': 'https://ligtas.example/' });
    expect(chosen.link).toBe('https://ligtas.example/');
    expect(chosen.notes).toEqual(["website 'javascript:alert(1)' was dropped: it uses 'javascript:', which is not a web page; only http(s) addresses can be listed"]);
    expect(chooseLink({ website: 'mailto:owner@mailto.example' })).toMatchObject({ link: '', notes: [expect.stringMatching(/'mailto:'.*dropped|dropped.*'mailto:'/)] });
  });

  it('checks each address with the data check’s own link rule', () => {
    expect(chooseLink({ website: 'https://192.168.1.1/admin' })).toMatchObject({
      link: '',
      notes: [expect.stringMatching(/dropped: .*points at 192\.168\.1\.1, a private network address/)],
    });
    expect(chooseLink({ website: 'http://old.example' })).toMatchObject({ link: 'http://old.example', notes: [expect.stringMatching(/http: address/)] });
  });

  it('uses the first of several values, and a page name in contact:instagram', () => {
    expect(chooseLink({ website: 'https://one.example;https://two.example' }).link).toBe('https://one.example');
    expect(chooseLink({ 'contact:instagram': '@chocohills.example' })).toMatchObject({
      link: 'https://www.instagram.com/chocohills.example',
      notes: [expect.stringMatching(/page name/)],
    });
    expect(chooseLink({ 'contact:facebook': 'https://www.facebook.com/groups/padyak.example' }).link).toBe('https://www.facebook.com/groups/padyak.example');
  });
});

describe('provenance', () => {
  it('records the element and its services, for nodes and for ways with a center', () => {
    const way: OsmElement = {
      type: 'way',
      id: 2001,
      tags: { shop: 'bicycle', name: 'Gulong Bike Works', 'service:bicycle:repair': 'only', 'service:bicycle:second_hand': 'yes', 'service:bicycle:rental': 'no' },
      position: { lat: 14.7, lon: 121 },
    };
    const mapped = mapElement(way, places);
    expect(mapped).toMatchObject({
      kind: 'candidate',
      candidate: { source: 'OpenStreetMap way/2001', osmPage: 'https://www.openstreetmap.org/way/2001', services: ['repair', 'second-hand'] },
    });
    expect(servicesOf({ 'service:bicycle:rental': 'yes', second_hand: 'only' })).toEqual(['rental', 'second-hand']);
  });
});
