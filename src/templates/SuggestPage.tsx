import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import type { FormSetup } from '../pipeline/entities/form-address';
// Types only: the checks themselves load when the visitor first types (suggest-check-browser).
import type { ListedRow, SuggestFinding } from '../lib/suggest-check';
import type { SheetList } from '../pipeline/check/check-sheet';
import { useDraftForm, type FormCheck } from '../hooks/use-draft-form';
import { fetchEveryShop, listedShop } from '../lib/shop-index-fetch';
import { ContactField, DraftGetForm, Findings, InstagramInvite } from './form-parts';
import { fieldCopy, suggestCopy, suggestLists } from '../content/suggest';
import { reportPath, suggestPath } from '../config/addresses';
import * as styles from './SuggestPage.css';

/** One column of the list's sheet, as the suggest form asks for it. */
export interface SuggestField {
  name: string;
  required: boolean;
}

export interface SuggestContext {
  title: string;
  description: string;
  /** The list chosen, or null on /suggest itself (the choice of list). */
  list: string | null;
  /** The list's sheet columns a visitor fills in, from the sheet's description (src/pipeline/sheets). */
  fields: SuggestField[];
  /** The brand categories, for a brand's category. */
  categories: { slug: string; name: string }[];
  /** The editors' suggest form (data/forms.json), or null: then the page is the Instagram invite. */
  form: FormSetup | null;
  /** The list's rows already listed, to catch a duplicate before it is sent. */
  listed: ListedRow[];
  /** The rows are every shop of the shop index, fetched when the check first runs, not `listed` (a shops list longer than a page). */
  listedInIndex: boolean;
  /** The editors' report form, for "report a change instead" on a duplicate. */
  report: FormSetup | null;
}

/** Every shop as a listed row, from the shop index; none when it cannot be read (the other checks still run, and the editors' own check catches a duplicate). */
function listedShops(): Promise<ListedRow[]> {
  return fetchEveryShop().then(
    (shops) => shops.map(listedShop),
    () => [],
  );
}

interface FieldProps {
  field: SuggestField;
  entry: string;
  categories: SuggestContext['categories'];
  /** What the checks found in this field, once the visitor has filled it in. */
  findings: readonly SuggestFinding[];
}

function Field({ field, entry, categories, findings }: FieldProps) {
  const id = `suggest-${field.name}`;
  const copy = fieldCopy[field.name] ?? { label: field.name };
  const findingsId = `${id}-findings`;
  const describedBy = [copy.hint ? `${id}-hint` : '', findings.length > 0 ? findingsId : ''].filter(Boolean).join(' ') || undefined;
  const hintId = copy.hint ? `${id}-hint` : undefined;
  const invalid = findings.some((finding) => finding.severity === 'error') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {copy.label}
      </label>
      {copy.hint ? (
        <p id={hintId} className={styles.hint}>
          {copy.hint}
        </p>
      ) : null}
      {field.name === 'category' ? (
        <select
          id={id}
          name={entry}
          data-field={field.name}
          required={field.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={styles.input}
          defaultValue=""
        >
          <option value="" disabled>
            {suggestCopy.chooseCategory}
          </option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={entry}
          data-field={field.name}
          type={['link', 'logo', 'image'].includes(field.name) ? 'url' : 'text'}
          required={field.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          autoComplete="off"
          className={styles.input}
        />
      )}
      <Findings id={findingsId} findings={findings} />
    </div>
  );
}

/** Anything else the editors should know: free text, kept in the draft and checked for its length like the other answers. */
function NoteField({ name, findings }: { name: string; findings: readonly SuggestFinding[] }) {
  const invalid = findings.some((finding) => finding.severity === 'error') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor="suggest-note" className={styles.label}>
        {suggestCopy.noteLabel}
      </label>
      <textarea
        id="suggest-note"
        name={name}
        data-field="note"
        rows={3}
        aria-invalid={invalid}
        aria-describedby={findings.length > 0 ? 'suggest-note-findings' : undefined}
        className={styles.input}
      />
      <Findings id="suggest-note-findings" findings={findings} />
    </div>
  );
}

/**
 * /suggest and /suggest/<list>/: a real GET form aimed at the editors' Google Form, so it works
 * with JavaScript off; the visitor lands on Google's form with every answer filled in and
 * presses Google's own Submit. Without a form set up, the Instagram message as before.
 */
export default function SuggestPage({ pageContext }: PageProps<object, SuggestContext>) {
  const { list, fields, categories, form, listed, listedInIndex, report } = pageContext;
  const check = React.useCallback<FormCheck>(
    (answers) =>
      Promise.all([import('../lib/suggest-check-browser'), listedInIndex ? listedShops() : listed]).then(([{ checkInBrowser }, rows]) =>
        checkInBrowser(list as SheetList, rows, answers),
      ),
    [list, listed, listedInIndex],
  );
  const suggestForm = useDraftForm(list, list ? check : null);
  const duplicate = suggestForm.check?.duplicate ?? null;
  return (
    <>
      <PageHeading title={pageContext.title} lead={suggestCopy.lead} />
      <div className={styles.root}>
        {list === null ? (
          <nav aria-label={suggestCopy.chooseList}>
            <h2 className={styles.subheading}>{suggestCopy.chooseList}</h2>
            <ul className={styles.lists}>
              {Object.entries(suggestLists).map(([slug, label]) => (
                <li key={slug}>
                  <Link to={suggestPath(slug)} className={styles.listLink}>
                    Suggest {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : form ? (
          <>
            <DraftGetForm draft={suggestForm} store={list} form={form} list={list} kind="suggest" askSent={suggestCopy.askSent}>
              {fields.map((field) =>
                form.fields[field.name] ? (
                  <Field key={field.name} field={field} entry={form.fields[field.name] as string} categories={categories} findings={suggestForm.findingsOf(field.name)} />
                ) : null,
              )}
              {form.fields.contact ? <ContactField id="suggest-contact" name={form.fields.contact} findings={suggestForm.findingsOf('contact')} /> : null}
              {form.fields.note ? <NoteField name={form.fields.note} findings={suggestForm.findingsOf('note')} /> : null}
              {duplicate ? (
                <p role="alert" className={styles.error}>
                  {suggestCopy.duplicate(duplicate.cells.name ?? '', duplicate.cells.location || null)}{' '}
                  {report ? <a href={reportPath(list, duplicate.key)}>{suggestCopy.reportInstead}</a> : null}
                </p>
              ) : null}
            </DraftGetForm>
          </>
        ) : null}
        {form && list !== null ? <InstagramInvite text={suggestCopy.orInstagram} /> : <InstagramInvite text={form ? suggestCopy.orInstagram : suggestCopy.instagram} />}
      </div>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<object, SuggestContext>) {
  return <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname} />;
}
