import * as React from 'react';
// Types only: the pipeline itself loads in the Web Worker, never with the page's own script.
import type { SheetList } from '../pipeline/check/check-sheet';
import type { SheetCheckMessage, SheetCheckRequest, SheetView, SiteContextCounts, ViewWindow } from '../lib/sheet-check-protocol';
// The size limit data:check applies too (a module of constants, no pipeline code).
import { MAX_SHEET_BYTES, tooManyBytesSentence } from '../pipeline/format/limits';
import { editorsCopy } from '../content/editors';

/** The sheet as chosen: the File itself (or a Blob of the pasted text), read only in the worker. */
export interface SheetSource {
  file: Blob;
  fileName: string | null;
}

export type SheetCheckStatus =
  | { kind: 'idle' }
  | { kind: 'working'; stage: string; rows?: number; total?: number }
  | { kind: 'done'; view: SheetView; context: SiteContextCounts; fileName: string | null }
  | { kind: 'failed'; message: string };

/** Findings and rows shown at first and added by each "show more": few enough to render in one short task. */
export const RESULTS_PAGE = 100;
const FIRST_WINDOW: ViewWindow = { filter: 'all', findings: RESULTS_PAGE, rows: RESULTS_PAGE };

export interface SheetCheckWorker {
  status: SheetCheckStatus;
  /** The part of the results asked for; the page's controls follow it at once, the tables when the worker answers. */
  shown: ViewWindow;
  /** Checks a sheet as `list` (null: detect it); an answer for an earlier sheet is dropped. */
  check(source: SheetSource, list: SheetList | null): void;
  /** Asks for another part of the results (a filter, more rows) of the worker, which holds them all. */
  show(window: ViewWindow): void;
}

/**
 * The /editors sheet check in a Web Worker (src/lib/sheet-check.worker.ts), started on the first
 * sheet and ended with the page: the worker reads the file and sends back only what is shown.
 * `foundLogos` are the found logos the site shows, by key; the worker marks the rows they belong to.
 */
export function useSheetCheckWorker(foundLogos: Readonly<Record<string, unknown>>): SheetCheckWorker {
  const [status, setStatus] = React.useState<SheetCheckStatus>({ kind: 'idle' });
  const [shown, setShown] = React.useState<ViewWindow>(FIRST_WINDOW);
  const workerRef = React.useRef<Worker | null>(null);
  const requestRef = React.useRef(0);

  React.useEffect(() => () => workerRef.current?.terminate(), []);

  const worker = React.useCallback((fileName: string | null) => {
    if (!workerRef.current) {
      workerRef.current = new Worker(new URL('../lib/sheet-check.worker.ts', import.meta.url));
    }
    const current = workerRef.current;
    current.onmessage = (event: MessageEvent<SheetCheckMessage>) => {
      const message = event.data;
      if (message.id !== requestRef.current) return; // an older sheet's answer
      if (message.type === 'progress') setStatus({ kind: 'working', stage: message.stage, rows: message.rows, total: message.total });
      // A transition: React renders the results in short slices, so the page keeps answering input.
      else if (message.type === 'done') React.startTransition(() => setStatus({ kind: 'done', view: message.view, context: message.context, fileName }));
      else setStatus({ kind: 'failed', message: `The check stopped unexpectedly (${message.message}). Try again, or run npm run data:check on a computer.` });
    };
    current.onerror = () => {
      // A worker that failed is not asked again: the next sheet starts a new one.
      current.terminate();
      if (workerRef.current === current) workerRef.current = null;
      setStatus({
        kind: 'failed',
        message: navigator.onLine ? 'The checker could not start in this browser. Try a current version of Chrome, Firefox, Safari or Edge.' : editorsCopy.checkerOffline,
      });
    };
    return current;
  }, []);

  const check = React.useCallback(
    (source: SheetSource, list: SheetList | null) => {
      const id = ++requestRef.current;
      // Over the limit data:check applies, the file is refused before it is read at all.
      if (source.file.size > MAX_SHEET_BYTES) {
        setStatus({ kind: 'failed', message: `${tooManyBytesSentence(source.fileName ?? 'The pasted text', source.file.size)}.` });
        return;
      }
      setStatus({ kind: 'working', stage: 'Starting the check…' });
      setShown(FIRST_WINDOW);
      const request: SheetCheckRequest = {
        type: 'check',
        id,
        file: source.file,
        fileName: source.fileName,
        list,
        window: FIRST_WINDOW,
        foundLogoKeys: Object.keys(foundLogos),
      };
      worker(source.fileName).postMessage(request);
    },
    [worker, foundLogos],
  );

  const show = React.useCallback((window: ViewWindow) => {
    setShown(window);
    const request: SheetCheckRequest = { type: 'view', id: requestRef.current, window };
    workerRef.current?.postMessage(request);
  }, []);

  return { status, shown, check, show };
}
