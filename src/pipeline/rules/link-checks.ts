/** The link rules share one reading of the address (checkLink); each reports its own kind of problem. */
import { checkLink, type LinkRuleId } from '../links';

export function linkProblem(rule: LinkRuleId): (value: string) => string | null {
  return (value) => {
    const link = checkLink(value);
    return link.status === 'invalid' && link.rule === rule ? link.problem : null;
  };
}
