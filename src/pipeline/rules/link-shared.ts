import { defineRule } from './rule';

export const linkShared = defineRule({
  id: 'link-shared',
  description: 'Two different entries share one link; both are kept, check that each has its own page.',
  column: ['link'],
  severity: 'review',
  scope: 'sheet',
  /** One entry of a link several entries share, and the others. */
  check: ({ name, link, others }: { name: string; link: string; others: readonly { row: number; name: string }[] }) =>
    others.length === 0
      ? null
      : {
          found: link,
          sentence: `'${name}' shares its link with ${others.map((other) => `row ${other.row} ('${other.name}')`).join(', ')}; both are kept, check that each has its own page`,
        },
});
