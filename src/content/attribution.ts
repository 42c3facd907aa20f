/**
 * Credits the site owes for data it shows. OpenStreetMap's data is under the Open Database
 * License, which asks for this credit wherever the data is used, with a link to its terms.
 */
export const openStreetMapCredit = {
  text: '© OpenStreetMap contributors, ODbL',
  href: 'https://www.openstreetmap.org/copyright',
} as const;
