import * as React from 'react';
import type { SheetList } from '../../pipeline/check/check-sheet';
import { RESULTS_PAGE, useSheetCheckWorker, type SheetSource } from '../../hooks/use-sheet-check-worker';
import { CheckProgress } from './CheckProgress';
import { Results, type FoundLogoPicture, type FoundLogos } from './SheetResults';
import { SheetSourcePicker } from './SheetSourcePicker';
import * as styles from './SheetChecker.css';

export type { FoundLogoPicture } from './SheetResults';

export interface SheetCheckerProps {
  /** The logos the weekly run found that the site shows, by key (`<sheet file>|<link>`), as built. */
  foundLogos?: Readonly<Record<string, FoundLogoPicture>>;
}

const NO_FOUND_LOGOS: FoundLogos = {};

/** The sheet checker: choose, drop or paste a CSV; the pipeline runs in a Web Worker, which reads the file and sends back only what is shown. */
export function SheetChecker({ foundLogos = NO_FOUND_LOGOS }: SheetCheckerProps = {}) {
  const [list, setList] = React.useState<SheetList | ''>('');
  const [source, setSource] = React.useState<SheetSource | null>(null);
  const [pasted, setPasted] = React.useState('');
  const { status, shown, check, show } = useSheetCheckWorker(foundLogos);
  const fileInputId = React.useId();
  const pasteId = React.useId();
  const listId = React.useId();
  const filterName = React.useId();

  const run = (next: SheetSource, chosen: SheetList | '') => check(next, chosen === '' ? null : chosen);

  const loadFile = (file: File) => {
    const next = { file, fileName: file.name };
    setSource(next);
    run(next, list);
  };

  const onListChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value as SheetList | '';
    setList(chosen);
    if (source) run(source, chosen);
  };

  const checkPasted = () => {
    const next = { file: new Blob([pasted], { type: 'text/csv' }), fileName: null };
    setSource(next);
    run(next, list);
  };

  return (
    <div className={styles.root}>
      <SheetSourcePicker
        ids={{ file: fileInputId, paste: pasteId, list: listId }}
        list={list}
        onListChange={onListChange}
        pasted={pasted}
        onPastedChange={setPasted}
        onFile={loadFile}
        onCheckPasted={checkPasted}
      />
      <CheckProgress status={status} />
      {status.kind === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? (
        <Results
          foundLogos={foundLogos}
          view={status.view}
          context={status.context}
          fileName={status.fileName}
          filterName={filterName}
          filter={shown.filter}
          onFilter={(value) => {
            show({ ...shown, filter: value, findings: RESULTS_PAGE });
          }}
          onMoreFindings={() => {
            show({ ...shown, findings: shown.findings + RESULTS_PAGE });
          }}
          onMoreRows={() => {
            show({ ...shown, rows: shown.rows + RESULTS_PAGE });
          }}
        />
      ) : null}
    </div>
  );
}
