import { defineRule } from './rule';

/** What the rule reads: one form's address as written, and the one other origin a test build may allow. */
export interface FormAddress {
  form: string;
  address: unknown;
  /** PADYAK_TEST_FORM_ORIGIN: the stand-in form host of the browser tests (http://127.0.0.1:<port>); never set for the real site. */
  testOrigin?: string | null;
}

const GOOGLE_FORM = /^https:\/\/docs\.google\.com\/forms\/d\/e\/[A-Za-z0-9_-]+\/viewform$/;

/** True when `address` is where a form's prefilled address starts: Google's viewform address, or the test host's. */
export function isFormAddress(address: string, testOrigin?: string | null): boolean {
  if (GOOGLE_FORM.test(address)) return true;
  if (!testOrigin) return false;
  try {
    const url = new URL(address);
    return url.origin === testOrigin && /^\/forms\/d\/e\/[A-Za-z0-9_-]+\/viewform$/.test(url.pathname) && !url.search && !url.hash;
  } catch {
    return false;
  }
}

export const formAddressInvalid = defineRule({
  id: 'form-address-invalid',
  description: 'A form in forms.json whose address is not a Google Forms https address ending in /viewform: suggestions could go to another site.',
  appliesTo: ['forms.json'],
  column: ['address'],
  severity: 'error',
  scope: 'row',
  check: ({ form, address, testOrigin }: FormAddress) => {
    if (typeof address === 'string' && isFormAddress(address, testOrigin)) return null;
    const shown = typeof address === 'string' ? `'${address}'` : 'nothing';
    return {
      found: typeof address === 'string' ? address : null,
      expected: 'https://docs.google.com/forms/d/e/…/viewform',
      sentence: `the ${form} form's address must be its Google Forms address, https://docs.google.com/forms/d/e/…/viewform (copy it from the form's "Send", then the link button, and drop anything after "viewform"); found ${shown}`,
    };
  },
});
