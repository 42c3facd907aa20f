/** @jest-environment jsdom */
import * as React from 'react';
import { ToastProvider, TOAST_DURATION_MS } from '../../../src/components/Toast/ToastProvider';
import { useToast } from '../../../src/hooks/use-toast';
import { byRole, render, settle } from '../../support/render';

let api: ReturnType<typeof useToast>;
function Probe() {
  api = useToast();
  return null;
}

let view: ReturnType<typeof render>;
beforeEach(async () => {
  jest.useFakeTimers();
  view = render(
    <ToastProvider>
      <Probe />
    </ToastProvider>,
  );
  await settle();
});
afterEach(() => {
  view.unmount();
  jest.useRealTimers();
});

const visibleToasts = () => [...byRole('alert'), ...byRole('status')];

describe('toasts', () => {
  it('a destructive toast is an alert with its title, description and a Dismiss button', () => {
    React.act(() => api.toast({ title: 'Sign in Failed', description: 'Invalid login credentials', variant: 'destructive' }));
    const [alert] = byRole('alert');
    expect(alert?.textContent).toContain('Sign in Failed');
    expect(alert?.textContent).toContain('Invalid login credentials');
    expect(byRole('status')).toHaveLength(0);
    const dismiss = alert?.querySelector('button');
    expect(dismiss?.getAttribute('aria-label')).toBe('Dismiss');
  });

  it('a normal toast is a polite status', () => {
    React.act(() => api.toast({ title: 'Signed in' }));
    const [status] = byRole('status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(byRole('alert')).toHaveLength(0);
  });

  it('shows one at a time: a new toast replaces the one on screen', () => {
    React.act(() => api.toast({ title: 'First' }));
    React.act(() => api.toast({ title: 'Second', variant: 'destructive' }));
    expect(visibleToasts().map((element) => element.querySelector('p')?.textContent)).toEqual(['Second']);
    expect(document.body.textContent).not.toContain('First'); // gone at once, not fading out beside the new one
  });

  it('goes away after 5000 ms by default, not before', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    React.act(() => api.toast({ title: 'Signed out' }));
    React.act(() => void jest.advanceTimersByTime(4999));
    expect(visibleToasts()).toHaveLength(1);
    React.act(() => void jest.advanceTimersByTime(2));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('the Dismiss button closes it at once', () => {
    React.act(() => api.toast({ title: 'Sign out Failed', variant: 'destructive' }));
    const dismiss = byRole('alert')[0]?.querySelector('button');
    React.act(() => dismiss?.click());
    expect(visibleToasts()).toHaveLength(0);
  });
});
