import { readHours } from '../detect/shop-hours';
import { defineRule } from './rule';

export const hoursReadAs = defineRule({
  id: 'hours-read-as',
  description:
    "Hours written another way ('Mon-Sat 9am-6pm', 'Sunday closed', '9:00 – 18:00') are read and written the way OpenStreetMap writes them ('Mo-Sa 09:00-18:00', 'Su off', '09:00-18:00'); the report says how they were read.",
  severity: 'fixed',
  scope: 'cell',
  check: (value: string) => {
    const reading = readHours(value);
    if (reading.kind !== 'read' || !reading.corrected) return null;
    return { found: value, fixedValue: reading.value, sentence: `'${value}' was read as '${reading.value}'; write the hours that way` };
  },
});
