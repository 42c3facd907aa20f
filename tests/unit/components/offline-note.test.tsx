/** @jest-environment jsdom */
/** The one offline note, as a visitor reads it on every page and in a draft form. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { OfflineNote, offlineText } from '../../../src/components/OfflineNote/OfflineNote';
import { suggestCopy } from '../../../src/content/suggest';

describe('OfflineNote', () => {
  it('in a form, is a status (announced by screen readers) holding the form’s words, in the form’s place', () => {
    render(
      <form aria-label="Suggest">
        <OfflineNote form={{ words: suggestCopy.offlineNotKept }} />
      </form>,
    );
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(suggestCopy.offlineNotKept);
    expect(screen.getByRole('form', { name: 'Suggest' }).contains(note)).toBe(true);
  });

  it('on a page, keeps an empty live region while online', () => {
    render(<OfflineNote page="/shops/" />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('words the page note by the saved copy, and says nothing online', () => {
    expect(offlineText(true, new Date(0))).toBe('');
    expect(offlineText(false, null)).toBe("You're offline: showing the copy saved on this phone.");
    expect(offlineText(false, new Date(0))).toMatch(/^You're offline: showing the copy saved on .+\.$/);
  });
});
