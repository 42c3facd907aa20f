import { normalizeSource } from '../entities/sources';
import { defineRule } from './rule';

export const sourceOsmReference = defineRule({
  id: 'source-osm-reference',
  description: "An OpenStreetMap reference in the source column is written one way ('OpenStreetMap node/123'), so the card credits it.",
  severity: 'fixed',
  scope: 'cell',
  check: (value: string) => {
    const { source } = normalizeSource(value);
    return source === value ? null : { found: value, fixedValue: source, sentence: `'${value}' was read as the OpenStreetMap reference '${source}'` };
  },
});
