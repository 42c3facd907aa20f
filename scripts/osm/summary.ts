/** What import:osm prints when it is done: one line per count, then the details an editor may want. */
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
  if (summary.alreadyListed.length > 0) {
    lines.push('Already in shops.csv (left out):');
    for (const listed of summary.alreadyListed) {
      lines.push(`  ${listed.reference} '${listed.name}'${listed.location ? ` (${listed.location})` : ''}: shops.csv row ${listed.shopRow}, same ${listed.because}`);
    }
  }
  if (summary.noName.length > 0) {
    const shown = summary.noName.slice(0, SHOWN).join(', ');
    const more = summary.noName.length > SHOWN ? ` and ${summary.noName.length - SHOWN} more` : '';
    lines.push(`Without a name (left out; name them on openstreetmap.org to bring them in): ${shown}${more}`);
  }
  lines.push('Nothing is on the site until an editor moves a row into data/shops.csv (docs/editors.md: "Reviewing OpenStreetMap candidates").');
  return lines;
}
