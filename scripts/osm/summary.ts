/** What import:osm prints when it is done: one line per count, then the details an editor may want. */
import { osmAlreadyListed, osmNoName } from '../../src/pipeline/tool-rules/osm';
import type { ImportSummary } from './candidates';

const SHOWN = 10;

function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

export function summaryLines(summary: ImportSummary, outFile: string): string[] {
  const lines = [
    `Read ${plural(summary.elements, 'OpenStreetMap element')}${summary.notBikeShops ? ` (${summary.notBikeShops} not tagged shop=bicycle, left out)` : ''}.`,
    `  candidates:               ${summary.candidates}  → ${outFile}`,
    `  no name:                  ${summary.noName.length}`,
    `  already listed:           ${summary.alreadyListed.length}`,
    `  with link:                ${summary.withLink}`,
    `  without resolvable place: ${summary.withoutPlace}`,
  ];
  // Each finding names its rule in brackets, as the data check's report does.
  const listed = summary.findings.filter((finding) => finding.rule === osmAlreadyListed.id);
  if (listed.length > 0) {
    lines.push('Already in shops.csv (left out):');
    for (const finding of listed) lines.push(`  [${finding.rule}] ${finding.sentence}`);
  }
  const unnamed = summary.findings.filter((finding) => finding.rule === osmNoName.id).map((finding) => finding.found);
  if (unnamed.length > 0) {
    const shown = unnamed.slice(0, SHOWN).join(', ');
    const more = unnamed.length > SHOWN ? ` and ${unnamed.length - SHOWN} more` : '';
    lines.push(`[${osmNoName.id}] Without a name (left out; name them on openstreetmap.org to bring them in): ${shown}${more}`);
  }
  lines.push('Nothing is on the site until an editor moves a row into data/shops.csv (docs/editors.md: "Reviewing OpenStreetMap candidates").');
  return lines;
}
