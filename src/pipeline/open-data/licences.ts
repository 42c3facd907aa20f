/**
 * The licences of the downloads, in one place (docs/decisions.md, "The directory as open data"):
 * the project's own rows under CC0, the rows taken from OpenStreetMap under the ODbL, which
 * asks for its credit wherever the data goes.
 */

/** A licence as a Data Package names it: an SPDX-style identifier, its terms, its title. */
export interface Licence {
  name: string;
  path: string;
  title: string;
}

/** The project's own rows: no conditions, so anyone may map, merge or republish them (Wikidata and OpenStreetMap take only such data). */
export const PROJECT_LICENCE: Licence = {
  name: 'CC0-1.0',
  path: 'https://creativecommons.org/publicdomain/zero/1.0/',
  title: 'Creative Commons CC0 1.0 Universal',
};

/** Rows that came from OpenStreetMap stay under its licence, whatever the project chooses for its own. */
export const OPENSTREETMAP_LICENCE: Licence = {
  name: 'ODbL-1.0',
  path: 'https://opendatacommons.org/licenses/odbl/1-0/',
  title: 'Open Data Commons Open Database License 1.0',
};

/** The credit the ODbL asks for, with the page that explains it. */
export const OPENSTREETMAP_ATTRIBUTION = { title: '© OpenStreetMap contributors', path: 'https://www.openstreetmap.org/copyright' } as const;
