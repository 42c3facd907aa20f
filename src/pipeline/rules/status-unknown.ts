import { readStatus } from '../detect/listing-checks';
import { defineRule } from './rule';

export const statusUnknown = defineRule({
  id: 'status-unknown',
  description:
    "A status that is not one of the three (empty for an open listing, 'temporarily closed', 'closed') rejects the row: a listing is not shown as open, or left out as closed, on a guess.",
  severity: 'error',
  scope: 'cell',
  check: (value: string, context) =>
    readStatus(value) === null
      ? { found: value, sentence: `'${value}' is not a status: leave the cell empty for a ${context.what} that is open, or write 'temporarily closed' or 'closed'` }
      : null,
});
