/** Reading Overpass JSON: what import:osm accepts, and the message for what it refuses. */
import { readOverpassResponse } from '../../../scripts/osm/overpass';

describe('readOverpassResponse', () => {
  it('reads nodes with their position and ways and relations with their center', () => {
    const text = JSON.stringify({
      elements: [
        { type: 'node', id: 1, lat: 14.5, lon: 121, tags: { shop: 'bicycle', name: 'A' } },
        { type: 'way', id: 2, center: { lat: 10.3, lon: 123.9 }, tags: { shop: 'bicycle', name: 'B' } },
        { type: 'relation', id: 3, tags: { shop: 'bicycle' } },
      ],
    });
    const read = readOverpassResponse(text, "'fixture.json'");
    expect(read).toEqual({
      ok: true,
      elements: [
        { type: 'node', id: 1, tags: { shop: 'bicycle', name: 'A' }, position: { lat: 14.5, lon: 121 } },
        { type: 'way', id: 2, tags: { shop: 'bicycle', name: 'B' }, position: { lat: 10.3, lon: 123.9 } },
        { type: 'relation', id: 3, tags: { shop: 'bicycle' }, position: null },
      ],
    });
  });

  it('refuses text that is not JSON, JSON without an elements list, and an element without an id', () => {
    expect(readOverpassResponse('<html>Too many requests</html>', "'saved.json'")).toEqual({ ok: false, message: expect.stringMatching(/^'saved\.json' is not JSON/) });
    expect(readOverpassResponse('{"type":"FeatureCollection","features":[]}', "'saved.json'")).toEqual({
      ok: false,
      message: expect.stringContaining('has no "elements" list'),
    });
    expect(readOverpassResponse('{"elements":[{"type":"node","id":1},{"type":"node"}]}', "'saved.json'")).toEqual({
      ok: false,
      message: expect.stringMatching(/element 2 of "elements" .*id must be a number/),
    });
    expect(readOverpassResponse('{"elements":[{"type":"changeset","id":1}]}', "'x'")).toEqual({
      ok: false,
      message: expect.stringContaining("type must be 'node', 'way' or 'relation'"),
    });
  });

  it('refuses a response Overpass marks as cut short, rather than importing part of the country', () => {
    const text = JSON.stringify({ elements: [{ type: 'node', id: 1, tags: {} }], remark: 'runtime error: Query timed out in "query" at line 3 after 181 seconds.' });
    expect(readOverpassResponse(text, 'the Overpass response')).toEqual({ ok: false, message: expect.stringMatching(/incomplete Overpass response .*Query timed out/) });
  });

  it('reads a file saved with a byte-order mark', () => {
    expect(readOverpassResponse('\ufeff{"elements":[]}', "'x'")).toEqual({ ok: true, elements: [] });
  });
});
