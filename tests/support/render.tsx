import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A minimal render for DOM tests (no testing library in this project). */
export function render(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  React.act(() => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    unmount() {
      React.act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Poll until `check` stops throwing, letting React and the network run in between. */
export async function waitFor<T>(check: () => T, timeoutMs = 4000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await React.act(() => new Promise((resolve) => setTimeout(resolve, 15)));
    }
  }
}

/** Run an async action inside act (state updates after awaits included). */
export async function run<T>(action: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await React.act(async () => {
    result = await action();
  });
  return result as T;
}

export function byRole(role: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[role="${role}"]`)];
}

/** Let pending promises (lazy chunks such as framer-motion's features) resolve inside act. */
export async function settle(): Promise<void> {
  await React.act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}
