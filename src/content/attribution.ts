/**
 * Credits the site owes for data it shows. OpenStreetMap's data is under the Open Database
 * License, which asks for this credit wherever the data is used, with a link to its terms.
 */
export const openStreetMapCredit = {
  text: '© OpenStreetMap contributors, ODbL',
  href: 'https://www.openstreetmap.org/copyright',
} as const;

/**
 * The province map's boundaries (data/maps/SOURCE.md): PSA and NAMRIA's boundaries through OCHA,
 * prepared as TopoJSON by J. Faeldon under the MIT licence, which asks that the credit stays with them.
 */
export const boundariesCredit = {
  text: 'Boundaries: PSA and NAMRIA via OCHA, prepared by J. Faeldon (philippines-json-maps, MIT)',
  href: 'https://github.com/faeldon/philippines-json-maps',
} as const;
