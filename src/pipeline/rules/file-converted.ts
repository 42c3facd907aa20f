import { describeConversion, type DecodedSheet } from '../format/encoding';
import { defineRule, EVERY_FILE } from './rule';

export const fileConverted = defineRule({
  id: 'file-converted',
  description: 'A sheet saved as UTF-16 or Windows-1252 ("CSV" in Excel on Windows) was converted to UTF-8.',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'fixed',
  scope: 'file',
  check: (decoded: DecodedSheet) => (decoded.ok && decoded.converted ? { sentence: describeConversion(decoded.converted) } : null),
});
