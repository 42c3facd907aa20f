/** Parts the suggest and report pages share: the GET form itself, what the checks found under a field, the notes JavaScript adds, and the Instagram invite. */
import * as React from 'react';
import { MessageCircle } from 'lucide-react';
import { ExternalLink } from '../components/ExternalLink/ExternalLink';
import { OfflineNote } from '../components/OfflineNote/OfflineNote';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import type { useDraftForm } from '../hooks/use-draft-form';
import { InlineScripts } from '../lib/inline-scripts';
import type { SuggestFinding } from '../lib/suggest-check';
import { MAX_PREFILLED_ADDRESS, type FormSetup } from '../pipeline/entities/form-address';
import { submittedAddress } from '../lib/form-submission';
import { suggestCopy } from '../content/suggest';
import * as styles from './SuggestPage.css';

/** What the checks found in one field, each a sentence of data:check's own (which already ends with its full stop). */
export function Findings({ id, findings }: { id: string; findings: readonly SuggestFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul id={id} className={styles.findings}>
      {findings.map((finding) => (
        <li key={finding.rule} className={finding.severity === 'error' ? styles.error : styles.review}>
          {finding.message.charAt(0).toUpperCase() + finding.message.slice(1)}
        </li>
      ))}
    </ul>
  );
}

/** Back from the editors' form: did it go through? Yes clears the draft. */
function AskSent({ question, answered }: { question: string; answered: (sent: boolean) => void }) {
  return (
    <div role="status" className={styles.box}>
      <p>{question}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={() => answered(true)}>
          {suggestCopy.sentYes}
        </button>
        <button type="button" className={styles.secondary} onClick={() => answered(false)}>
          {suggestCopy.sentNo}
        </button>
      </div>
    </div>
  );
}

/** The length of the address a GET form goes to (its answers encoded as the browser sends them, ñ as %C3%B1) when over what Google Forms takes; null when within it. */
function overLimit(form: HTMLFormElement): number | null {
  const length = submittedAddress(form).length;
  return length > MAX_PREFILLED_ADDRESS ? length : null;
}

/**
 * Placed right after a form: keeps its draft on the device from the first keystroke, before the
 * app starts (src/inline/form-draft.ts). Inert when React renders it after a route change,
 * where the app's own handler saves the draft.
 */
function DraftScript({ store }: { store: string }) {
  return <script data-draft={store} dangerouslySetInnerHTML={{ __html: React.useContext(InlineScripts).draft }} suppressHydrationWarning />;
}

interface DraftGetFormProps {
  /** The page's draft (useDraftForm), kept on the device under `store`. */
  draft: ReturnType<typeof useDraftForm>;
  store: string;
  /** The editors' form it sends to, and the list the answers are for. */
  form: FormSetup;
  list: string;
  /** Which form it is (`data-suggest-form` or `data-report-form` on the element, with the list). */
  kind: 'suggest' | 'report';
  /** Asked when the visitor comes back from the editors' form. */
  askSent: string;
  /** The form's own fields, between the hidden ones and the submit button. */
  children: React.ReactNode;
}

/**
 * A real GET form aimed at the editors' form, so it works with JavaScript off: the visitor lands on
 * it with every answer filled in. Its draft is kept from the first keystroke (DraftScript); the app
 * adds the checks, the question on coming back, the offline note, and a word where the browser
 * keeps nothing.
 */
export function DraftGetForm({ draft, store, form, list, kind, askSent, children }: DraftGetFormProps) {
  const marker = { [`data-${kind}-form`]: list };
  // The length of the address the browser would go to, once it was too long to send; null otherwise.
  const [tooLong, setTooLong] = React.useState<number | null>(null);
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    if (tooLong !== null) setTooLong(overLimit(event.currentTarget));
    draft.onInput(event);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Google refuses an address that long: say so here rather than send the visitor to an error page.
    const length = overLimit(event.currentTarget);
    setTooLong(length);
    if (length === null) return draft.onSubmit(event);
    event.preventDefault();
  };
  return (
    <>
      <form ref={draft.formRef} method="get" action={form.address} className={styles.form} {...marker} onInput={onInput} onChange={onInput} onSubmit={onSubmit}>
        {draft.askSent ? <AskSent question={askSent} answered={draft.answered} /> : null}
        {/* Said once, where the browser refuses storage: the form works the same, without a draft. */}
        {draft.kept === false ? <p className={styles.hint}>{suggestCopy.notKept}</p> : null}
        <input type="hidden" name="usp" value="pp_url" />
        {form.fields.list ? <input type="hidden" name={form.fields.list} value={list} /> : null}
        {children}
        {draft.offline ? <OfflineNote form={{ words: draft.kept !== false ? suggestCopy.offline : suggestCopy.offlineNotKept }} /> : null}
        {tooLong !== null ? (
          <p role="alert" className={styles.error}>
            {suggestCopy.tooLong(tooLong, MAX_PREFILLED_ADDRESS)}
          </p>
        ) : null}
        <p className={styles.hint}>{suggestCopy.submitHint}</p>
        <button type="submit" className={styles.submit}>
          {suggestCopy.submit}
        </button>
      </form>
      <DraftScript store={store} />
    </>
  );
}

/** How the editors can reach the visitor, if they want to be reached: kept in the draft and checked for its length like the other answers. */
export function ContactField({ id, name, findings }: { id: string; name: string; findings: readonly SuggestFinding[] }) {
  const invalid = findings.some((finding) => finding.severity === 'error') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {suggestCopy.contactLabel}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {suggestCopy.contactHint}
      </p>
      <input
        id={id}
        name={name}
        data-field="contact"
        type="text"
        aria-invalid={invalid}
        aria-describedby={findings.length > 0 ? `${id}-hint ${id}-findings` : `${id}-hint`}
        className={styles.input}
      />
      <Findings id={`${id}-findings`} findings={findings} />
    </div>
  );
}

/** The site's Instagram, for what the form does not cover (or for everything, without a form). */
export function InstagramInvite({ text }: { text: string }) {
  const site = useSiteMetadata();
  return (
    <p className={styles.note}>
      {text.replace('{instagram}', site.instagramHandle)}{' '}
      <ExternalLink href={site.instagramUrl} className={styles.instagram}>
        <MessageCircle size={16} aria-hidden="true" />
        {suggestCopy.instagramAction.replace('{instagram}', site.instagramHandle)}
      </ExternalLink>
    </p>
  );
}
