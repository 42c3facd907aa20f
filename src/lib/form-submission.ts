/**
 * The address a GET form sends the browser to: the form's action, then its answers encoded as
 * application/x-www-form-urlencoded (a space as +, ñ as %C3%B1), in the order of the form.
 * The same entries the browser submits: FormData reads the form as a submission does.
 */
export function submittedAddress(form: HTMLFormElement): string {
  const entries = [...new FormData(form)].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : value.name]);
  return `${form.action}?${new URLSearchParams(entries).toString()}`;
}
