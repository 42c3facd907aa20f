/**
 * The editors' two Google Forms, as the site uses them: the setup data/forms.json gives (read and
 * checked by src/pipeline/check/forms.ts). The addresses a suggestion or report opens (the site's
 * report page, the prefilled form) are built in src/config/addresses.ts. Small and free of the pipeline.
 */

/** One form: its viewform address, and each field's entry id (entry.123456789) by the field's name. */
export interface FormSetup {
  address: string;
  fields: Readonly<Record<string, string>>;
}

/** Either form may be left out: its invites stay the Instagram message. */
export interface FormsSetup {
  suggest: FormSetup | null;
  report: FormSetup | null;
}

export const NO_FORMS: FormsSetup = { suggest: null, report: null };

/** The report form's fields, in the order docs/editors.md asks editors to create them. */
export const REPORT_FIELDS = ['list', 'key', 'name', 'reason', 'details', 'contact'] as const;
/** Contact is the visitor's choice; the rest carries the listing, the reason and its new link, new location or details. */
export const REPORT_REQUIRED: readonly string[] = ['list', 'key', 'name', 'reason', 'details'];

/**
 * The typed reasons of a report, as the report form's multiple-choice question must spell them.
 * `check` is the sheet cell the reason's details are checked as (the new link as a link cell, the
 * new location as the list's location cell); null when the details are free text.
 */
export const REPORT_REASONS = [
  // First, so an owner or a rider confirms a listing in one tap; an editor makes it the listing's new checked month.
  { value: 'Still correct', check: null },
  { value: 'Closed for good', check: null },
  { value: 'Link wrong or dead', check: 'link' },
  { value: 'Location wrong', check: 'location' },
  { value: 'Logo wrong', check: null },
  { value: 'Something else', check: null },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * The longest prefilled address the site sends a visitor to. Google Forms answers a longer GET
 * address with an error page (the limit of its servers is near 8 KB), so the forms hold back
 * answers whose address, percent-encoded as the browser sends it, would be longer.
 */
export const MAX_PREFILLED_ADDRESS = 8000;

/** The forms setup as the site keeps it (one JSON text in a GraphQL node), or no forms when it is absent or unreadable. */
export function parseFormsSetup(json: string | null | undefined): FormsSetup {
  if (!json) return NO_FORMS;
  try {
    const value = JSON.parse(json) as Partial<FormsSetup>;
    return { suggest: value.suggest ?? null, report: value.report ?? null };
  } catch {
    return NO_FORMS;
  }
}
