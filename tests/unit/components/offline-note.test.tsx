/** @jest-environment jsdom */
/** The one offline note, as a visitor reads it on every page and in a draft form. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { OfflineNote, offlineText } from '../../../src/components/OfflineNote/OfflineNote';
import { suggestCopy } from '../../../src/content/suggest';

describe('OfflineNote', () => {
  it('in a form, says the answers are kept on the device, or that the page must stay open where they are not', () => {
    const { unmount } = render(<OfflineNote form={{ kept: true }} />);
    expect(screen.getByRole('status').textContent).toBe(suggestCopy.offline);
    unmount();
    render(<OfflineNote form={{ kept: false }} />);
    expect(screen.getByRole('status').textContent).toBe(suggestCopy.offlineNotKept);
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
