/**
 * The words of shops.csv's services and payment columns, kept in one place: the data check reads
 * the cells against them (and the other words an editor may write, shop-vocabulary-words.ts), the
 * site shows their labels and searches them. The pages carry this file: it stays this small.
 */

/** One word of a vocabulary: what editors write, and what a visitor sees. */
export interface Word {
  /** What editors write in the sheet (and what the site keeps). */
  key: string;
  /** What a visitor sees. */
  label: string;
}

/** What a shop does besides selling bikes, in the order the site lists them. */
export const SERVICES: readonly Word[] = [
  { key: 'repair', label: 'Repairs' },
  { key: 'parts', label: 'Parts' },
  { key: 'rental', label: 'Rental' },
  { key: 'second-hand', label: 'Second-hand' },
  { key: 'fitting', label: 'Bike fitting' },
  { key: 'wash', label: 'Bike wash' },
  { key: 'delivery', label: 'Delivery' },
];

/** How a visitor can pay, in the order the site lists them. */
export const PAYMENTS: readonly Word[] = [
  { key: 'cash', label: 'Cash' },
  { key: 'gcash', label: 'GCash' },
  { key: 'maya', label: 'Maya' },
  { key: 'card', label: 'Card' },
  { key: 'bank transfer', label: 'Bank transfer' },
];
