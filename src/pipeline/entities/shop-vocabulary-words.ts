/**
 * Other words an editor may write in shops.csv's services and payment cells for a word of the
 * vocabularies (shop-vocabularies.ts), by its key: the data check reads them as that word. The lists
 * do not carry them (a visitor's own words are the search aliases' job).
 */
export const OTHER_WORDS: Readonly<Record<string, readonly string[]>> = {
  repair: ['repairs', 'fix', 'service', 'mechanic'],
  parts: ['spare parts', 'components', 'accessories'],
  rental: ['rent', 'rentals', 'hire'],
  'second-hand': ['second hand', 'secondhand', 'used', 'pre-owned'],
  fitting: ['bike fitting', 'fit', 'bike fit'],
  wash: ['bike wash', 'cleaning', 'washing'],
  delivery: ['deliver', 'shipping'],
  cash: [],
  gcash: ['g-cash'],
  maya: ['paymaya'],
  card: ['cards', 'credit card', 'debit card', 'visa', 'mastercard'],
  'bank transfer': ['bank', 'transfer', 'bank deposit', 'instapay', 'pesonet'],
};
