import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FORMS_FILE, readForms } from '../pipeline/check/forms';
import { NO_FORMS, type FormsSetup } from '../pipeline/entities/form-address';

/** The editors' forms of a data folder, as the build uses them (a form with an error is left out; the build stops on it anyway). */
export function formsSetupIn(dataDir: string): FormsSetup {
  const file = path.join(dataDir, FORMS_FILE);
  return existsSync(file) ? readForms(readFileSync(file, 'utf8')).forms : NO_FORMS;
}

/** Where the site's forms may be sent: the origin of each configured form, for the policy's form-action. */
export function formOriginsIn(dataDir: string): string[] {
  const { suggest, report } = formsSetupIn(dataDir);
  return [suggest, report].flatMap((form) => (form ? [new URL(form.address).origin] : []));
}
