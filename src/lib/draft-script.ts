/**
 * The suggest and report forms keep the visitor's draft on the device from the first keystroke,
 * before the app starts: on a slow phone the page can be reloaded, or the connection lost, before
 * React has hydrated, and what was typed must not be lost (useDraftForm restores it once the app
 * runs). DRAFT_SCRIPT, inline right after the form, saves the answers on every input and change
 * the same way useDraftForm does: by field name (`data-field`), a radio group as its checked
 * choice. Once the app runs both save the same answers; the app's handler runs last.
 *
 * It is a string, so it cannot import the guarded storage helper (src/lib/browser-storage.ts):
 * the try/catch inside it is the same guard, so a browser that refuses storage (reading
 * `localStorage` throws) or a full quota never raises an error from it.
 */

/** The storage key of a form's draft. */
export const draftKey = (store: string) => `padyak-suggest-draft:${store}`;

/** The attribute on the script naming its form's store (`shops`, `report/shops/tryon-makati`). */
export const DRAFT_STORE_ATTRIBUTE = 'data-draft';

export const DRAFT_SCRIPT =
  `(function(s){var f=s&&s.previousElementSibling;if(!f)return;var k=${JSON.stringify(draftKey(''))}+s.getAttribute(${JSON.stringify(DRAFT_STORE_ATTRIBUTE)});` +
  `function w(){var a={},e=f.querySelectorAll('[data-field]');for(var i=0;i<e.length;i++){var x=e[i],n=x.getAttribute('data-field');` +
  `if(x.type!=='radio')a[n]=x.value;else if(x.checked)a[n]=x.value;else if(!(n in a))a[n]=''}` +
  `try{localStorage.setItem(k,JSON.stringify(a))}catch(_){}}f.addEventListener('input',w);f.addEventListener('change',w)})(document.currentScript)`;
