/** @jest-environment jsdom */
/**
 * The suggest and report forms' draft (useDraftForm) with what a browser may hold or refuse: a
 * stored draft that is not answers by field name is dropped and replaced, and a storage that
 * refuses every write, or refuses to be read at all, leaves the form working and says so.
 */
import * as React from 'react';
import { useDraftForm } from '../../../src/hooks/use-draft-form';
import { draftKey } from '../../../src/lib/form-draft';
import { render } from '../../support/render';

const STORE = 'shops';

let kept: boolean | null = null;

function DraftForm() {
  const draft = useDraftForm(STORE, null);
  kept = draft.kept;
  return (
    <form ref={draft.formRef} onInput={draft.onInput}>
      <input aria-label="Name" data-field="name" defaultValue="" />
      <input aria-label="City" data-field="location" defaultValue="" />
    </form>
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"]`) as HTMLInputElement;

/** Types into a field as a visitor does: the value, then the input event React listens to. */
function type(name: string, value: string): void {
  React.act(() => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
}

let view: ReturnType<typeof render> | null = null;

beforeEach(() => {
  localStorage.clear();
  kept = null;
});

afterEach(() => {
  view?.unmount();
  view = null;
  jest.restoreAllMocks();
});

describe('a stored draft', () => {
  it.each(['null', 'true', '0', '[]', '"text"', '{"name":{"nested":"x"}}', '{"name":5}', '{broken'])('of %s is dropped, and the next answers replace it', (stored) => {
    localStorage.setItem(draftKey(STORE), stored);
    view = render(<DraftForm />);
    expect(field('name').value).toBe('');
    expect(localStorage.getItem(draftKey(STORE))).toBeNull();
    type('name', 'Bike Lab');
    expect(JSON.parse(localStorage.getItem(draftKey(STORE)) ?? 'null')).toEqual({ name: 'Bike Lab', location: '' });
    expect(kept).toBe(true);
  });

  it('of answers by field name comes back into the form', () => {
    localStorage.setItem(draftKey(STORE), '{"name":"Bike Lab, Las Piñas","location":"Pasig"}');
    view = render(<DraftForm />);
    expect(field('name').value).toBe('Bike Lab, Las Piñas');
    expect(field('location').value).toBe('Pasig');
  });
});

describe('a storage that keeps nothing', () => {
  it('with every write refused (a full quota), the form takes answers and says nothing is kept', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
    });
    view = render(<DraftForm />);
    expect(() => type('name', 'Bike Lab')).not.toThrow();
    expect(field('name').value).toBe('Bike Lab');
    expect(kept).toBe(false);
  });

  it('with storage refused (reading window.localStorage throws), the form starts and says nothing is kept', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage') as PropertyDescriptor;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      },
    });
    try {
      view = render(<DraftForm />);
      expect(() => type('name', 'Bike Lab')).not.toThrow();
      expect(kept).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
