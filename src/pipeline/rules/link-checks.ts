/** The link rules share one reading of the address (checkLink); each reports its own kind of problem. */
import { checkLink, type LinkCheck, type LinkRuleId } from '../links';
import type { Finding } from './rule';

// The link rules run one after another on the same cell: the last reading is kept, so a link
// is read once, not once per rule.
let last: { value: string; link: LinkCheck } | null = null;

/** checkLink, remembered for the cell read last. */
export function readLinkCell(value: string): LinkCheck {
  if (last?.value !== value) last = { value, link: checkLink(value) };
  return last.link;
}

export function linkProblem(rule: LinkRuleId): (value: string) => Finding | null {
  return (value) => {
    const link = readLinkCell(value);
    return link.status === 'invalid' && link.rule === rule ? { found: value, message: link.problem } : null;
  };
}
