/** What the JSON entry rules share: one field of an entry that its schema refuses. */
import type { Finding } from './rule';

export interface EntryProblem {
  entry: unknown;
  /** The field the schema refuses ('slug'), or null for the entry as a whole. */
  field: string | null;
  /** The schema's sentence for it. */
  message: string;
}

/** The finding for one refused field; `showFound`: whether the report shows the value as read. */
export function entryProblem({ entry, field, message }: EntryProblem, showFound: boolean): Finding {
  return {
    found: showFound ? (field && entry && typeof entry === 'object' ? inputValue((entry as Record<string, unknown>)[field]) : null) : null,
    sentence: `${field ? `'${field}' ` : ''}${message}; fix this entry`,
  };
}

/** A JSON value as the report shows it: text as it is, anything else (a list, an object) as JSON, not '[object Object]'. */
function inputValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
