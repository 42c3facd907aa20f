/**
 * /editors lists the listings due a check (the data-quality report's worklist) by a page query:
 * the query filters by month, so the page is given the months whose checks still stand on the day
 * of the build, and that day. The site is rebuilt with each daily pull.
 */
import type { GatsbyNode } from 'gatsby';
import { manilaToday } from '../pipeline/detect/months';
import { monthsStanding } from '../pipeline/report/worklist';

export const EDITORS_PATH = '/editors/';

/** The context /editors' query reads on `today` ('2026-11-28'). */
export function editorsPageContext(today: string): { monthsStanding: string[]; builtOn: string } {
  return { monthsStanding: monthsStanding(today), builtOn: today };
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path !== EDITORS_PATH) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...editorsPageContext(manilaToday()) } });
};
