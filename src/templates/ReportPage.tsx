import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { useDraftForm, type FormCheck } from '../hooks/use-draft-form';
import { checkFreeText, REPORT_FREE_TEXT } from '../lib/free-text-check';
import type { FormSetup } from '../pipeline/entities/form-address';
import type { SheetList } from '../pipeline/check/check-sheet';
import { reportFormCopy, suggestCopy } from '../content/suggest';
import { ContactField, DraftGetForm, Findings, InstagramInvite } from './form-parts';
import * as styles from './SuggestPage.css';

export interface ReportContext {
  title: string;
  description: string;
  list: SheetList;
  /** The list as a visitor knows it: 'a bike shop'. */
  listLabel: string;
  key: string;
  name: string;
  /** The listing's row as the site has it, so a new link or location is checked as that row's cell. */
  cells: Record<string, string>;
  /** The report form's reasons this list offers; `column` is the cell the details are checked as, or null. */
  reasons: { value: string; column: string | null }[];
  /** The editors' report form (data/forms.json): these pages exist only when it is set up. */
  form: FormSetup;
}

/**
 * /suggest/report/<list>/<key>: one listing's report, a real GET form aimed at the editors'
 * report form, filled in with the listing in the page itself, so it works with JavaScript off
 * (a page per listing because a static page cannot read its query without a script). The
 * visitor picks a typed reason and may add details; JavaScript checks a new link or location
 * with data:check's own rules and keeps the draft, as the suggest form does.
 */
export default function ReportPage({ pageContext }: PageProps<object, ReportContext>) {
  const { list, key, name, cells, reasons, form, listLabel } = pageContext;
  const check = React.useCallback<FormCheck>(
    async (answers) => {
      // Every free answer has its length limit; a new link or location is checked as that cell too.
      const freeText = checkFreeText(answers, REPORT_FREE_TEXT);
      const column = reasons.find((reason) => reason.value === answers.reason)?.column;
      const value = answers.details ?? '';
      if (!column || value.trim() === '') return { findings: freeText, duplicate: null };
      const { checkReportInBrowser } = await import('../lib/suggest-check-browser');
      const asCell = checkReportInBrowser(list, cells, column, value).map((finding) => ({ ...finding, column: 'details' }));
      return { findings: [...asCell, ...freeText], duplicate: null };
    },
    [list, cells, reasons],
  );
  const store = `report/${list}/${key}`;
  const reportForm = useDraftForm(store, check);
  const findings = reportForm.findingsOf('details');
  const invalid = findings.some((finding) => finding.severity === 'error') || undefined;
  const describedBy = ['report-details-hint', findings.length > 0 ? 'report-details-findings' : ''].filter(Boolean).join(' ');
  return (
    <>
      <PageHeading title={pageContext.title} lead={reportFormCopy.lead} />
      <div className={styles.root}>
        <DraftGetForm draft={reportForm} store={store} form={form} list={list} kind="report" askSent={reportFormCopy.askSent}>
          <p>{reportFormCopy.listing(name, listLabel)}</p>
          {form.fields.key ? <input type="hidden" name={form.fields.key} value={key} /> : null}
          {form.fields.name ? <input type="hidden" name={form.fields.name} value={name} /> : null}
          <fieldset className={styles.reasons}>
            <legend className={styles.label}>{reportFormCopy.reasonLegend}</legend>
            {reasons.map((reason, index) => (
              <label key={reason.value} className={styles.reason}>
                <input type="radio" name={form.fields.reason} value={reason.value} data-field="reason" required id={`report-reason-${index}`} />
                {reason.value}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="report-details" className={styles.label}>
              {reportFormCopy.detailsLabel}
            </label>
            <p id="report-details-hint" className={styles.hint}>
              {reportFormCopy.detailsHint}
            </p>
            <input
              id="report-details"
              name={form.fields.details}
              data-field="details"
              type="text"
              autoComplete="off"
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className={styles.input}
            />
            <Findings id="report-details-findings" findings={findings} />
          </div>
          {form.fields.contact ? <ContactField id="report-contact" name={form.fields.contact} findings={reportForm.findingsOf('contact')} /> : null}
        </DraftGetForm>
        <InstagramInvite text={suggestCopy.orInstagram} />
      </div>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ReportContext>) {
  return (
    <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname}>
      {/* One page per listing, for visitors who report: not a page to find through a search engine. */}
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
