/** @jest-environment jsdom */
import '../../support/text-encoder';
import { compiledInlineScripts } from '../../support/inline-scripts';
import { renderToStaticMarkup } from 'react-dom/server';
import * as React from 'react';
import { ListingState } from '../../../src/components/ListingState/ListingState';

/**
 * A listing's "Checked …" as the server wrote it (the build's day) and as the compiled script
 * after the cards (src/inline/checked-labels.ts) puts it for the visitor's day, before the first paint.
 */
const { checked: script } = compiledInlineScripts();

/** The server's words for each month, as of `buildDay`, then the script run on `visitorDay`. */
function visit(months: (string | null)[], buildDay: string, visitorDay: string): { text: string; stale: boolean }[] {
  jest.useFakeTimers({ now: new Date(`${buildDay}T01:00:00Z`) });
  document.body.innerHTML = months.map((checked) => `<article>${renderToStaticMarkup(<ListingState state={{ checked }} />)}</article>`).join('');
  jest.setSystemTime(new Date(`${visitorDay}T01:00:00Z`));
  const element = document.createElement('script');
  element.textContent = script;
  document.body.append(element);
  jest.useRealTimers();
  return [...document.querySelectorAll('[data-checked]')].map((note) => ({ text: note.textContent ?? '', stale: note.hasAttribute('data-stale') }));
}

it("says each check on the visitor's day, not the build's", () => {
  expect(visit(['2026-11', '2025-09'], '2026-11-28', '2026-11-28')).toEqual([
    { text: 'Checked Nov 2026', stale: false },
    { text: 'Not checked since Sep 2025', stale: true },
  ]);
  // A visitor 13 months after the build: this month's check no longer stands.
  expect(visit(['2026-11'], '2026-11-28', '2027-12-02')).toEqual([{ text: 'Not checked since Nov 2026', stale: true }]);
  // Built later than the visitor's clock says (a phone set back): the visitor's day still decides.
  expect(visit(['2025-10'], '2026-11-28', '2026-10-01')).toEqual([{ text: 'Checked Oct 2025', stale: false }]);
});

it('says nothing of a listing never checked', () => {
  expect(visit([null], '2026-11-28', '2026-11-28')).toEqual([]);
  expect(document.querySelector('article')?.innerHTML).toBe('');
});

it('a temporary closure is said beside the check', () => {
  jest.useFakeTimers({ now: new Date('2026-11-28T01:00:00Z') });
  const html = renderToStaticMarkup(<ListingState state={{ checked: '2026-11', temporarilyClosed: true }} />);
  jest.useRealTimers();
  document.body.innerHTML = html;
  expect(document.body.textContent).toBe('Temporarily closedChecked Nov 2026');
});
