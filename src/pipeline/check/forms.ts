/**
 * data/forms.json: the editors' own Google Forms, where suggestions and reports from the site
 * land. Optional: without it every invite is the Instagram message. Each form is checked by
 * its rules (a Google Forms address, an entry id for every field the form needs), and a form
 * with an error is not used, so nothing is ever sent to another address.
 */
import { FileLog, WHOLE_FILE } from '../read/log';
import { parseJson } from '../read/read-cells';
import { formAddressInvalid } from '../rules/form-address-invalid';
import { formFieldInvalid } from '../rules/form-field-invalid';
import { formEntryShared } from '../rules/form-entry-shared';
import { formFieldUnknown } from '../rules/form-field-unknown';
import { formKeyDuplicate } from '../rules/form-key-duplicate';
import { jsonInvalid } from '../rules/json-invalid';
import { duplicateJsonKeys } from '../format/json-keys';
import { listingSheets, shopsSheet, brandsSheet, eventsSheet } from '../sheets';
import { NO_FORMS, REPORT_FIELDS, REPORT_REQUIRED, type FormSetup, type FormsSetup } from '../entities/form-address';

export const FORMS_FILE = 'forms.json';

/** The sheets a visitor may suggest an entry for (destinations are pages of this site). */
export const SUGGEST_SHEETS = [shopsSheet, brandsSheet, ...listingSheets, eventsSheet] as const;

/** Columns the editors fill in themselves, never a visitor: where a listing was found, whether it still stands and when an editor last confirmed it (a suggestion arrives with `checked` empty). */
const EDITORS_ONLY = new Set(['source', 'status', 'checked']);

/** The suggest form's fields: the list, every column of those sheets (from their descriptions), how to reach the visitor and a note. */
export const SUGGEST_FIELDS: readonly string[] = [
  'list',
  ...new Set(SUGGEST_SHEETS.flatMap((sheet) => sheet.columns.map((column) => column.name)).filter((name) => !EDITORS_ONLY.has(name))),
  'contact',
  'note',
];
/**
 * Fields an editors' form may go without: the visitor's contact and note, and a shop's hours, services,
 * payment and brands (columns added after the editors' form was made: without an entry id for one,
 * the page leaves that field out and the form is still used).
 */
const SUGGEST_OPTIONAL = new Set(['contact', 'note', 'hours', 'services', 'payment', 'brands']);

/** The two things a form's entry in forms.json holds. */
const SETTINGS = ['address', 'fields'] as const;

const FORMS = [
  { form: 'suggest', row: 1, fields: SUGGEST_FIELDS, required: (field: string) => !SUGGEST_OPTIONAL.has(field) },
  { form: 'report', row: 2, fields: REPORT_FIELDS as readonly string[], required: (field: string) => REPORT_REQUIRED.includes(field) },
] as const;

/** Reads forms.json; a form with any error is left out (its invites stay the Instagram message). */
export function readForms(text: string, log = new FileLog(FORMS_FILE), testOrigin = process.env.PADYAK_TEST_FORM_ORIGIN ?? null): { forms: FormsSetup; log: FileLog } {
  const data = parseJson(log, text);
  if (data === undefined) return { forms: NO_FORMS, log };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    log.report(jsonInvalid, { row: null, column: null }, { sentence: 'the file must hold one object with a "suggest" and a "report" form; see docs/editors.md' });
    return { forms: NO_FORMS, log };
  }
  const forms: { -readonly [K in keyof FormsSetup]: FormSetup | null } = { ...NO_FORMS };
  const rowOf = (form: string | undefined) => FORMS.find((known) => known.form === form)?.row ?? null;
  // A key given twice: JSON.parse kept the last without a word, so the form it is in (or the form given twice) is not used.
  const spoilt = new Set<string>();
  for (const { path, key } of duplicateJsonKeys(text)) {
    const form = path[0] ?? key;
    const row = rowOf(form);
    if (row !== null) log.addRow(row);
    const column = path.length <= 1 ? (path.length === 0 ? null : key) : `${path.slice(1).join('.')}.${key}`;
    log.run(formKeyDuplicate, { row, column }, { path, key });
    spoilt.add(form);
  }
  for (const name of Object.keys(data)) {
    log.run(formFieldUnknown, WHOLE_FILE, { form: null, kind: 'form', name, known: FORMS.map((known) => known.form) });
  }
  for (const { form, row, fields, required } of FORMS) {
    const entry = (data as Record<string, unknown>)[form];
    if (entry === undefined) continue;
    log.addRow(row);
    const setup = (entry && typeof entry === 'object' ? entry : {}) as { address?: unknown; fields?: unknown };
    let usable = !spoilt.has(form);
    for (const name of Object.keys(setup)) {
      if (log.run(formFieldUnknown, { row, column: name }, { form, kind: 'setting', name, known: SETTINGS })) usable = false;
    }
    if (log.run(formAddressInvalid, { row, column: 'address' }, { form, address: setup.address, testOrigin })) usable = false;
    const given = (setup.fields && typeof setup.fields === 'object' ? setup.fields : {}) as Record<string, unknown>;
    const kept: Record<string, string> = {};
    const fieldOf = new Map<string, string>();
    for (const [name, id] of Object.entries(given)) {
      if (log.run(formFieldUnknown, { row, column: `fields.${name}` }, { form, kind: 'field', name, known: fields })) {
        usable = false;
        continue;
      }
      if (typeof id !== 'string' || id === '') continue;
      if (log.run(formEntryShared, { row, column: `fields.${name}` }, { form, field: name, earlier: fieldOf.get(id), entry: id })) usable = false;
      else fieldOf.set(id, name);
    }
    for (const field of fields) {
      if (log.run(formFieldInvalid, { row, column: `fields.${field}` }, { form, field, entry: given[field], required: required(field) })) usable = false;
      else if (typeof given[field] === 'string' && given[field] !== '') kept[field] = given[field];
    }
    if (usable) forms[form] = { address: setup.address as string, fields: kept };
  }
  return { forms, log };
}
