/** Placeholder for the merge: the data side's file replaces it (the contract's vocabularies). */
export interface Word {
  key: string;
  label: string;
  words: readonly string[];
}
export const SERVICES: readonly Word[] = [
  { key: 'repair', label: 'Repairs', words: [] },
  { key: 'parts', label: 'Parts', words: [] },
];
export const PAYMENTS: readonly Word[] = [
  { key: 'cash', label: 'Cash', words: [] },
  { key: 'gcash', label: 'GCash', words: [] },
];
