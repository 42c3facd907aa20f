/** The fetch report: reports/data-fetch.md for editors, reports/data-fetch.json for tools. */
import { escapeMarkdown, issueLine, reportedIssue, where, type DataIssue } from '../../src/pipeline';
import type { FetchRuleId } from '../../src/pipeline/tool-rules';
import type { LinkResult } from './check-link';

/**
 * A data:fetch finding: the data check's finding (its rule one of FETCH_RULES, its sentence
 * written by the rule), always about one cell and the address in it.
 */
export type FetchFinding = DataIssue<FetchRuleId> & { row: number; column: string; url: string };

export interface ImageLine {
  url: string;
  cells: string[]; // "shops.csv row 5, column logo"
  result: 'stored' | 'unchanged' | 'failed';
  file: string | null; // cache file, relative to the data folder
  fetchedAt: string | null;
}

export interface LinkLine extends LinkResult {
  url: string;
  cells: string[];
}

export interface Suggestion {
  file: string;
  row: number;
  name: string;
  link: string;
  logo: string; // the address to put in the logo cell
  source: string; // JSON-LD logo, apple-touch-icon…
  cachedFile: string; // relative to the data folder, to look at before accepting
  accepted: boolean;
}

export interface FetchReport {
  generatedAt: string;
  dataDir: string;
  images: ImageLine[];
  links: LinkLine[];
  suggestions: Suggestion[];
  /** Rows --discover looked at and found nothing usable for, with why. */
  noSuggestion: { file: string; row: number; name: string; link: string; reason: string }[];
  findings: FetchFinding[];
}

/** Addresses, cells, messages and what a web page offered go through the project's one Markdown escaping: none becomes a link, an image or HTML. */
const md = escapeMarkdown;

export function renderFetchMarkdown(report: FetchReport): string {
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  const reviews = report.findings.filter((finding) => finding.severity === 'review');
  const count = (outcome: string) => report.links.filter((link) => link.outcome === outcome).length;
  const lines = [
    '# Logos and links: fetch report',
    '',
    `Written by \`npm run data:fetch\` on ${report.generatedAt}.`,
    '',
    `- Images: ${report.images.length} addresses; ${report.images.filter((image) => image.result === 'stored').length} downloaded, ${report.images.filter((image) => image.result === 'unchanged').length} unchanged since the last run, ${report.images.filter((image) => image.result === 'failed').length} failed.`,
    `- Links: ${report.links.length} checked; ${count('alive')} alive, ${count('moved')} moved, ${count('dead')} dead, ${count('login-wall')} behind a login wall (Facebook, Instagram: not confirmed), ${count('unconfirmed')} unconfirmed, ${count('refused')} refused.`,
    `- Findings: ${errors.length} to fix, ${reviews.length} to review.`,
    '',
  ];
  const section = (title: string, findings: FetchFinding[]) => {
    lines.push(`## ${title}`, '');
    if (findings.length === 0) lines.push('None.', '');
    else lines.push(...findings.map((finding) => `- [${finding.rule}]: ${md(issueLine(finding))}`), '');
  };
  section('To fix (the address cannot be used)', errors);
  section('To review', reviews);
  if (report.suggestions.length > 0 || report.noSuggestion.length > 0) {
    lines.push('## Logo suggestions (--discover)', '');
    lines.push('Look at each cached file; run `npm run data:fetch -- --discover --accept-suggestions` to write them into the sheets.', '');
    lines.push('| where | name | suggested logo | found as | file to look at | written |', '| --- | --- | --- | --- | --- | --- |');
    for (const suggestion of report.suggestions) {
      lines.push(
        `| ${md(where(suggestion.file, suggestion.row, 'logo'))} | ${md(suggestion.name)} | ${md(suggestion.logo)} | ${md(suggestion.source)} | ${md(`data/${suggestion.cachedFile}`)} | ${suggestion.accepted ? 'yes' : 'no'} |`,
      );
    }
    for (const row of report.noSuggestion) lines.push(`| ${md(where(row.file, row.row, 'logo'))} | ${md(row.name)} | none | ${md(row.reason)} | | |`);
    lines.push('');
  }
  lines.push('## Links', '', '| where | link | result | last checked | last alive | note |', '| --- | --- | --- | --- | --- | --- |');
  for (const link of report.links) {
    lines.push(
      `| ${link.cells.map(md).join('; ')} | ${md(link.url)} | ${link.outcome}${link.status ? ` (${link.status})` : ''} | ${link.checkedAt} | ${link.lastAliveAt ?? 'never'} | ${md(link.reason ?? (link.redirects.length ? `redirects to ${link.finalUrl}` : ''))} |`,
    );
  }
  lines.push('', '## Images', '', '| where | address | result | cached file | fetched |', '| --- | --- | --- | --- | --- |');
  for (const image of report.images) {
    lines.push(`| ${image.cells.map(md).join('; ')} | ${md(image.url)} | ${image.result} | ${image.file ? `data/${image.file}` : ''} | ${image.fetchedAt ?? ''} |`);
  }
  lines.push('');
  return lines.join('\n');
}

/** The report for tools: each finding with its line as shown (`message`), as the Markdown report shows it. */
export function renderFetchJson(report: FetchReport): string {
  return `${JSON.stringify({ ...report, findings: report.findings.map(reportedIssue) }, null, 2)}\n`;
}
