/**
 * The weekly pull request's body (reports/refresh-pull-request.md): each new found logo as a picture an
 * editor approves by looking, with the listing's name and list, the page it came from and its
 * size; how many are new, kept and dropped; and how to refuse one without Git.
 *
 * Why the pictures are absolute addresses: GitHub renders a pull request's description as
 * Markdown but resolves no relative path in it against the repository (unlike a README), so
 * `![](data/cache/images/x.png)` shows a broken image. The workflow passes `--image-base`, the
 * raw.githubusercontent.com address of the data folder on the pull request's own branch, where
 * the images are committed; GitHub shows them through its image proxy. The files are named by
 * their hash, so once merged the same path exists on the main branch too.
 */
import { listFromFileName } from '../../src/pipeline/node';
import { escapeMarkdown } from '../../src/pipeline/report/markdown';
import type { RemoteManifest } from '../../src/pipeline/detect/remote-cache';
import type { FoundLogo } from '../../src/pipeline/detect/found-logos';
import type { FoundLogosChange } from './found-logos-store';

export interface PullRequestBodyOptions {
  /** Where data/ is served on the pull request's branch, ending in '/'; null: paths relative to the repository (a local preview). */
  imageBase: string | null;
  /** The workflow run, for the report artifact; null when run by hand. */
  runUrl: string | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function sizeOf(logo: FoundLogo, manifest: RemoteManifest): string {
  const entry = manifest.entries[logo.image];
  return entry ? `${entry.width} × ${entry.height} px, ${kb(entry.bytes)}` : 'not in the image list';
}

/** A sheet's name as editors know it: 'brands.csv' → 'brands'. */
const listName = (file: string) => listFromFileName(file) ?? file.replace(/\.csv$/, '');

export function renderPullRequestBody(change: FoundLogosChange, manifest: RemoteManifest, options: PullRequestBodyOptions): string {
  const picture = (logo: FoundLogo) => {
    const src = `${options.imageBase ?? 'data/'}${logo.cached}`;
    return `![Logo found for ${escapeMarkdown(logo.name)}](${src})`;
  };
  const lines = [
    'Written by the weekly `npm run data:refresh` run: the fetched logos and pictures, the link checks, and the logos found on listings’ own pages.',
    options.runUrl
      ? `The report (\`data-fetch-report\` artifact of [this run](${options.runUrl})) lists every image that failed and every link that is dead or has moved, each by file, row and column.`
      : 'The report (reports/data-fetch.md) lists every image that failed and every link that is dead or has moved, each by file, row and column.',
    '',
    '## Logos found on listings’ own pages',
    '',
    `**${change.added.length} new, ${change.kept.length} kept, ${change.dropped.length} dropped.**`,
    '',
    'A found logo is shown only while the row’s logo cell in the spreadsheet is empty; a logo an editor writes there always wins. **Merging this pull request accepts the new ones.**',
    '',
    'To refuse one, you need no Git: write `none` in that row’s logo cell in the spreadsheet. The listing keeps its generic icon from the next pull on, and the weekly run never proposes a logo for that row again (delete `none` to let it).',
    '',
  ];
  if (change.added.length > 0) {
    lines.push('### New', '', '| Logo | Listing | List | Found on | Size |', '| --- | --- | --- | --- | --- |');
    for (const logo of change.added) {
      lines.push(
        `| ${picture(logo)} | ${escapeMarkdown(logo.name)} | ${escapeMarkdown(listName(logo.file))} | ${escapeMarkdown(logo.page)} (${escapeMarkdown(logo.how)}) | ${sizeOf(logo, manifest)} |`,
      );
    }
    lines.push('');
  } else lines.push('No new logo this week.', '');
  if (change.dropped.length > 0) {
    lines.push('### Dropped', '');
    for (const { logo, why } of change.dropped) lines.push(`- ${escapeMarkdown(logo.name)} (${escapeMarkdown(listName(logo.file))}): ${escapeMarkdown(why)}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
