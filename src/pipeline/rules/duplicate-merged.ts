import type { Merge } from '../detect/dedupe';
import { defineRule } from './rule';

export const duplicateMerged = defineRule({
  id: 'duplicate-merged',
  description: 'The same entry twice (same name, and the same place or link) is merged into the first row, which takes the cells it lacked.',
  severity: 'fixed',
  scope: 'sheet',
  /** `what`: what the sheet lists ('shop'); `same`: what the two rows share ('name and place'). */
  check: ({ merge, what, same }: { merge: Merge; what: string; same: string }) => {
    const details = [
      merge.filled.length ? `row ${merge.into} took its ${merge.filled.join(' and ')}` : '',
      ...merge.differing.map((difference) => `row ${merge.into}'s ${difference.field} '${difference.kept}' was kept over '${difference.dropped}'`),
    ].filter(Boolean);
    return {
      found: null,
      expected: `row ${merge.into}`,
      sentence: `the same ${what} as row ${merge.into} (same ${same}), merged into row ${merge.into}${details.length ? `; ${details.join('; ')}` : ''}; delete this row, or change the name if it is a different ${what}`,
    };
  },
});
