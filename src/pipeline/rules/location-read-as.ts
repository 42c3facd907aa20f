import { placeCellValue } from '../place-cell';
import { readPlaceCell } from './location-checks';
import { contextPart, defineRule } from './rule';

export const locationReadAs = defineRule({
  id: 'location-read-as',
  description: "A location is read as the official place it names ('QC' → 'Quezon City'), with its province and region.",
  severity: 'fixed',
  scope: 'row',
  check: (value: string, context) => {
    const places = contextPart(context, 'places');
    const match = readPlaceCell(value, places);
    if (match.status !== 'found') return null;
    const found = match.place;
    // The fix writes a name that reads as this same place again ('San Fernando City, Pampanga',
    // not 'San Fernando City', which is two places); a cell already written so is left alone.
    const written = placeCellValue(found, places) ?? value;
    if (written === value) return null;
    const within = found.kind === 'province' ? 'province' : found.kind === 'region' ? 'region' : (found.province ?? 'Metro Manila');
    const spelled = written === found.name ? '' : `; it is written '${written}', which names only that place`;
    return { found: value, fixedValue: written, message: `'${value}' was read as '${found.name}' (${within})${spelled}` };
  },
});
