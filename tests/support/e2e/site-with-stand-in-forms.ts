/**
 * A build whose forms.json aims at a stand-in form host on 127.0.0.1 (stand-in-form-host.ts), so
 * the suggest and report forms are there to test: a copy of data/ with that forms.json, built and
 * served like every isolated site. The entry ids are the stand-in's own.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAndServe, copyData, type IsolatedSite, type ServeFolder } from './isolated-site';
import { startStandInFormHost, type StandInFormHost } from '../stand-in-form-host';

export const SUGGEST_FIELDS = {
  list: 'entry.100',
  name: 'entry.101',
  location: 'entry.102',
  link: 'entry.103',
  logo: 'entry.104',
  category: 'entry.105',
  image: 'entry.106',
  contact: 'entry.107',
  note: 'entry.108',
  start: 'entry.109',
  end: 'entry.110',
  place: 'entry.111',
  details: 'entry.112',
};
export const REPORT_FIELDS = { list: 'entry.200', key: 'entry.201', name: 'entry.202', reason: 'entry.203', details: 'entry.204', contact: 'entry.205' };

export interface SiteWithForms {
  host: StandInFormHost;
  site: IsolatedSite;
  /** Stops the site and the form host, and removes the data copy. */
  close(): Promise<void>;
}

/** Starts the form host, then builds and serves the data with forms aimed at it; a failure leaves nothing running. */
export async function buildWithStandInForms(serve: ServeFolder, prefix: string): Promise<SiteWithForms> {
  const host = await startStandInFormHost();
  const dataDir = copyData(prefix);
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const forms = {
      suggest: { address: host.address('suggest'), fields: SUGGEST_FIELDS },
      report: { address: host.address('report'), fields: REPORT_FIELDS },
    };
    writeFileSync(path.join(dataDir, 'forms.json'), JSON.stringify(forms, null, 2));
    const site = await buildAndServe(dataDir, serve, { PADYAK_TEST_FORM_ORIGIN: host.origin });
    return {
      host,
      site,
      close: async () => {
        await site.close();
        await host.close();
        removeData();
      },
    };
  } catch (error) {
    await host.close();
    removeData();
    throw error;
  }
}
