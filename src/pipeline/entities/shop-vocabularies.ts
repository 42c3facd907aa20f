/**
 * The words of shops.csv's services and payment columns, kept in one place: the data check reads
 * the cells against them, the site shows their labels and searches their words.
 */

/** One word of a vocabulary: what editors write, what a visitor sees, and other words that find it. */
export interface Word {
  /** What editors write in the sheet (and what the site keeps). */
  key: string;
  /** What a visitor sees. */
  label: string;
  /** Other English words a visitor searches with, or an editor writes, for the same thing. */
  words: readonly string[];
}

/** What a shop does besides selling bikes, in the order the site lists them. */
export const SERVICES: readonly Word[] = [
  { key: 'repair', label: 'Repairs', words: ['repairs', 'fix', 'service', 'mechanic'] },
  { key: 'parts', label: 'Parts', words: ['spare parts', 'components', 'accessories'] },
  { key: 'rental', label: 'Rental', words: ['rent', 'rentals', 'hire'] },
  { key: 'second-hand', label: 'Second-hand', words: ['second hand', 'secondhand', 'used', 'pre-owned'] },
  { key: 'fitting', label: 'Bike fitting', words: ['bike fitting', 'fit', 'bike fit'] },
  { key: 'wash', label: 'Bike wash', words: ['bike wash', 'cleaning', 'washing'] },
  { key: 'delivery', label: 'Delivery', words: ['deliver', 'shipping'] },
];

/** How a visitor can pay, in the order the site lists them. */
export const PAYMENTS: readonly Word[] = [
  { key: 'cash', label: 'Cash', words: [] },
  { key: 'gcash', label: 'GCash', words: ['g-cash'] },
  { key: 'maya', label: 'Maya', words: ['paymaya'] },
  { key: 'card', label: 'Card', words: ['cards', 'credit card', 'debit card', 'visa', 'mastercard'] },
  { key: 'bank transfer', label: 'Bank transfer', words: ['bank', 'transfer', 'bank deposit', 'instapay', 'pesonet'] },
];
