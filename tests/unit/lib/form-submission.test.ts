/** @jest-environment jsdom */
/** The address a GET form sends the browser to, measured before it leaves: the answers encoded as the browser encodes them. */
import { submittedAddress } from '../../../src/lib/form-submission';
import { prefilledAddress } from '../../../src/config/addresses';

const ADDRESS = 'https://docs.google.com/forms/d/e/sample/viewform';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form method="get" action="${ADDRESS}">${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('submittedAddress', () => {
  it("is the prefilled address of the form's answers: a space as +, ñ as %C3%B1, a comma escaped, only the checked choice", () => {
    const element = form(`
      <input type="hidden" name="usp" value="pp_url">
      <input name="entry.1" value="Bike Lab, Las Piñas">
      <input type="radio" name="entry.2" value="Closed for good">
      <input type="radio" name="entry.2" value="Something else" checked>
      <textarea name="entry.3">Open on Sundays</textarea>`);
    const expected = prefilledAddress(
      { address: ADDRESS, fields: { name: 'entry.1', reason: 'entry.2', note: 'entry.3' } },
      { name: 'Bike Lab, Las Piñas', reason: 'Something else', note: 'Open on Sundays' },
    );
    expect(submittedAddress(element)).toBe(expected);
    expect(expected).toContain('entry.1=Bike+Lab%2C+Las+Pi%C3%B1as');
  });

  it('counts an ñ as the six characters it takes in the address', () => {
    const plain = submittedAddress(form('<input name="entry.1" value="nnnn">')).length;
    expect(submittedAddress(form('<input name="entry.1" value="ññññ">')).length).toBe(plain + 4 * 5);
  });
});
