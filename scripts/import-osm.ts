/**
 * OpenStreetMap's bike shops in the Philippines as a review queue for editors.
 *
 *   npm run import:osm -- [--from FILE] [--out FILE] [--data DIR] [--endpoint URL]
 *
 * Without --from it asks the Overpass API (the network, through the same client as
 * data:fetch); with --from it reads a saved Overpass JSON response. Writes the candidate
 * sheet (default <data>/candidates/shops-osm.csv), leaving out shops that shops.csv already
 * lists. Exit status: 0 done, 1 unusable input, 2 usage, 3 internal or network failure.
 * The work is done by the pure modules in scripts/osm/.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeUtf8, placeTableFor, renderCandidatesSheet, runPipeline } from '../src/pipeline/node';
import { buildCandidates } from './osm/candidates';
import { OVERPASS_ENDPOINT, readOverpassResponse, type OverpassRead } from './osm/overpass';
import { downloadBikeShops } from './osm/online';
import { summaryLines } from './osm/summary';
import { writeSheetFile } from './support/write-sheet-file';

const USAGE = 'usage: npm run import:osm -- [--from FILE] [--out FILE] [--data DIR] [--endpoint URL]';

/** An input problem the editor can fix: exit 1 with this message, no stack trace. */
class InputProblem extends Error {}

interface Options {
  from: string | null;
  out: string;
  dataDir: string;
  endpoint: string;
  allowLoopback: boolean;
}

function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function parseOptions(argv: string[]): Options | { usage: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        from: { type: 'string' },
        out: { type: 'string' },
        data: { type: 'string' },
        endpoint: { type: 'string' },
        // For tests only, as in data:fetch: lets a loopback Overpass stand-in through, nothing else.
        'allow-loopback': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { usage: `${(error as Error).message.replace(/\. To specify.*$/s, '')}\n${USAGE}` };
  }
  if (values.help) return { usage: USAGE };
  for (const name of ['from', 'out', 'data', 'endpoint'] as const) {
    if (values[name] !== undefined && values[name].trim() === '') return { usage: `--${name} needs a value\n${USAGE}` };
  }
  if (values.endpoint !== undefined && !isWebAddress(values.endpoint)) {
    return { usage: `--endpoint needs an http(s) address, e.g. ${OVERPASS_ENDPOINT}\n${USAGE}` };
  }
  const dataDir = values.data ?? 'data';
  return {
    from: values.from ?? null,
    out: values.out ?? path.join(dataDir, 'candidates', 'shops-osm.csv'),
    dataDir,
    endpoint: values.endpoint ?? OVERPASS_ENDPOINT,
    allowLoopback: values['allow-loopback'] ?? false,
  };
}

function readSavedResponse(file: string): OverpassRead {
  if (!existsSync(file)) throw new InputProblem(`The file '${file}' given with --from does not exist; pass the path of a saved Overpass JSON response.`);
  if (statSync(file).isDirectory()) throw new InputProblem(`'${file}' given with --from is a folder; pass the path of a saved Overpass JSON response.`);
  const decoded = decodeUtf8(readFileSync(file));
  if (!decoded.ok)
    throw new InputProblem(`'${file}' cannot be read as text: ${decoded.message.replace('save it again as "CSV UTF-8"', 'save the Overpass response again')}.`);
  return readOverpassResponse(decoded.text, `'${file}'`);
}

async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if ('usage' in options) {
    console.error(options.usage);
    return 2;
  }
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(path.join(dataDir, 'shops.csv'))) {
    console.error(`The data folder '${options.dataDir}' has no shops.csv; pass --data with the folder that holds shops.csv, so listed shops are left out.`);
    return 2;
  }

  let response: OverpassRead;
  if (options.from !== null) {
    response = readSavedResponse(options.from);
  } else {
    console.log(`Asking Overpass (${options.endpoint}) for the bike shops of the Philippines…`);
    const downloaded = await downloadBikeShops({ endpoint: options.endpoint, allowLoopback: options.allowLoopback, log: (line) => console.log(line) });
    if (!downloaded.ok) {
      console.error(`${downloaded.message}\nNothing was written. Try again later, or pass --from with a saved Overpass response.`);
      return 3;
    }
    response = readOverpassResponse(downloaded.text, 'the Overpass response');
    if (!response.ok) {
      console.error(`${response.message}\nNothing was written.`);
      return 3;
    }
  }
  if (!response.ok) throw new InputProblem(response.message);

  const shops = runPipeline({ dataDir }).shops;
  const { table } = placeTableFor({ dataDir });
  const { rows, summary } = buildCandidates(response.elements, shops, table);
  const outFile = path.resolve(options.out);
  const sheet = renderCandidatesSheet(rows);
  if (!sheet.ok) throw new InputProblem(`The candidate sheet cannot be written: ${sheet.problem}.`);
  writeSheetFile(outFile, sheet.bytes);
  const shown = path.relative(process.cwd(), outFile);
  for (const line of summaryLines(summary, shown.startsWith('..') || shown === '' ? outFile : shown)) console.log(line);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof InputProblem) {
      console.error(`${error.message}\nNothing was written.`);
      process.exitCode = 1;
      return;
    }
    // Anything else is a bug or the machine (a full disk, no permission): say what, not where.
    console.error(`import:osm stopped unexpectedly: ${(error as Error).message ?? String(error)}\nNothing was written.`);
    process.exitCode = 3;
  },
);
