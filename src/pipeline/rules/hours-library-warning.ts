import { readHours } from '../detect/shop-hours';
import { defineRule } from './rule';

/** `PH off` rules, which the library cannot read without a holiday list of its own for the Philippines. */
const HOLIDAYS_OFF = /(^|;\s*)PH off\s*(?=;|$)/g;

export const hoursLibraryWarning = defineRule({
  id: 'hours-library-warning',
  description:
    'Hours the site reads are also checked with the hours library OpenStreetMap editors use: what it refuses or warns about is reported, for a look; the site keeps the hours as it read them.',
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const library = context.data?.hoursLibrary;
    const reading = readHours(value);
    if (library === undefined || reading.kind !== 'read') return null;
    // The library has no Philippine holidays: a `PH off` rule would be refused for that alone, so it is left out of what it checks.
    const checked = reading.value.replace(HOLIDAYS_OFF, '$1').replace(/^;\s*|;\s*$/g, '');
    if (checked === '') return null;
    const { refused, warnings } = library(checked);
    if (refused !== null)
      return {
        found: value,
        sentence: `OpenStreetMap's hours library cannot read '${checked}' (${refused}); check the hours, which the site shows as '${reading.value}'`,
      };
    if (warnings.length === 0) return null;
    return {
      found: value,
      sentence: `OpenStreetMap's hours library warns about '${checked}': ${warnings.join('; ')}; check the hours, which the site shows as '${reading.value}'`,
    };
  },
});
