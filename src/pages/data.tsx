import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ExternalLink } from '../components/ExternalLink/ExternalLink';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { StaticIsland } from '../components/StaticIsland/StaticIsland';
import { Seo } from '../components/Seo/Seo';
import { openDataPath } from '../config/addresses';
import { routeInfo } from '../config/routes';
import { openStreetMapCredit } from '../content/attribution';
import * as templateStyles from '../templates/templates.css';
// The sheet checker's table styles: one stylesheet is inlined into every page, so the /data table adds none of its own.
import * as tableStyles from '../components/SheetChecker/SheetChecker.css';

const route = routeInfo('/data/');

/** The day the data was made, in Manila, the same on the server and in any browser. */
const dayFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' });

/** A file's size as people read it: '812 bytes', '14.2 KB', '1.3 MB'. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * /data: the directory as open data. Every list as CSV and JSON with its size, rows and licence,
 * and datapackage.json that describes them; the files themselves are written at build time
 * (src/pipeline/open-data, src/gatsby/open-data.ts). Links and text only: a static island.
 */
export default function DataPage({ data }: PageProps<Queries.DataPageQuery>) {
  const files = data.allOpenDataFile.nodes;
  const created = files[0]?.created;
  return (
    <>
      <PageHeading title={route.title} lead="Every list of the directory as a spreadsheet (CSV) and as JSON, free to map, analyse or build on." />
      <StaticIsland className={templateStyles.prose}>
        <p>
          {created ? <>The data of {dayFormat.format(new Date(created))}, as the site showed it that day. </> : null}
          Closed listings are left out. The project&rsquo;s own rows are free to use for anything, without asking (CC0). The shops taken from OpenStreetMap are in their
          own files under the Open Database License: credit them as <ExternalLink href={openStreetMapCredit.href}>{openStreetMapCredit.text}</ExternalLink>.
        </p>
        <p>
          <a href={openDataPath('datapackage.json')} download>
            datapackage.json
          </a>{' '}
          describes every file: its columns, what each holds, and its licence (a Frictionless Data Package).
        </p>
      </StaticIsland>
      <StaticIsland className={tableStyles.tableWrap}>
        <table className={tableStyles.table}>
          <caption className={templateStyles.invite}>The files of the directory</caption>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.cell}>
                File
              </th>
              <th scope="col" className={tableStyles.cell}>
                Rows
              </th>
              <th scope="col" className={tableStyles.cell}>
                Size
              </th>
              <th scope="col" className={tableStyles.cell}>
                Licence
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.file}>
                <td className={tableStyles.cell}>
                  <a href={openDataPath(file.file)} download>
                    {file.file}
                  </a>
                  <br />
                  {file.title}
                </td>
                <td className={tableStyles.cell}>{file.rows === null ? '' : file.rows.toLocaleString('en-US')}</td>
                <td className={tableStyles.cell}>{fileSize(file.bytes)}</td>
                <td className={tableStyles.cell}>
                  <ExternalLink href={file.licencePath} title={file.licenceTitle}>
                    {file.licence}
                  </ExternalLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaticIsland>
    </>
  );
}

export const query = graphql`
  query DataPage {
    allOpenDataFile(sort: { order: ASC }) {
      nodes {
        file
        title
        rows
        bytes
        licence
        licenceTitle
        licencePath
        created
      }
    }
  }
`;

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}
