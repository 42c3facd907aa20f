/**
 * Which script files are the sheet checks (the pipeline's rules): those of the chunk groups that
 * start at the suggest and report forms' `import('../lib/suggest-check-browser')` and at /editors'
 * `new Worker(…sheet-check.worker.ts)`, less any file another chunk group also loads. The build
 * writes them to SHEET_CHECK_FILES in public/; the service worker leaves them out of the precache
 * and stores them on first use (src/gatsby/write-service-worker.ts).
 *
 * Found by the modules the groups start at, not by a `webpackChunkName`: a chunk name is written
 * into the webpack runtime that every page loads first, and /shops has no bytes to spare.
 */
export const SHEET_CHECK_FILES = 'sheet-check-files.json';

/** The modules whose chunk groups are the sheet checks, as paths under the project. */
export const SHEET_CHECK_MODULES = ['src/lib/suggest-check-browser.ts', 'src/lib/sheet-check.worker.ts'] as const;

/** What SHEET_CHECK_FILES holds: for each of SHEET_CHECK_MODULES, the files only the sheet checks load. */
export type SheetCheckFiles = Record<(typeof SHEET_CHECK_MODULES)[number], string[]>;

/** A chunk group as the build sees it: the source files of its modules and the files it loads. */
export interface BuiltChunkGroup {
  modules: readonly string[];
  files: readonly string[];
}

const isModule = (resource: string, module: string) => resource.replace(/\\/g, '/').endsWith(`/${module}`);

/** For each sheet-check module, the script files of the groups holding it that no other group loads. */
export function sheetCheckFilesOf(groups: readonly BuiltChunkGroup[]): SheetCheckFiles {
  const isSheetCheck = (group: BuiltChunkGroup) => group.modules.some((resource) => SHEET_CHECK_MODULES.some((module) => isModule(resource, module)));
  const elsewhere = new Set(groups.filter((group) => !isSheetCheck(group)).flatMap((group) => group.files));
  const result = {} as SheetCheckFiles;
  for (const module of SHEET_CHECK_MODULES) {
    const files = groups.filter((group) => group.modules.some((resource) => isModule(resource, module))).flatMap((group) => group.files);
    result[module] = [...new Set(files)].filter((file) => file.endsWith('.js') && !elsewhere.has(file)).sort();
  }
  return result;
}

/** The few parts of webpack's compiler and compilation the plugin reads (Gatsby's own webpack). */
interface Module {
  nameForCondition(): string | null;
}
interface Chunk {
  files: Iterable<string>;
}
interface Compilation {
  chunkGroups: Iterable<{ chunks: readonly Chunk[] }>;
  chunkGraph: { getChunkModulesIterable(chunk: Chunk): Iterable<Module> };
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: unknown): void;
}
interface Compiler {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number }; sources: { RawSource: new (text: string) => unknown } };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

/** Writes SHEET_CHECK_FILES beside the scripts, once their names (with content hashes) are final. */
export class SheetCheckFilesPlugin {
  apply(compiler: Compiler): void {
    const name = 'SheetCheckFilesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = [...compilation.chunkGroups].map((group) => ({
          modules: group.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)].map((module) => module.nameForCondition() ?? '')),
          files: group.chunks.flatMap((chunk) => [...chunk.files]),
        }));
        compilation.emitAsset(SHEET_CHECK_FILES, new compiler.webpack.sources.RawSource(`${JSON.stringify(sheetCheckFilesOf(groups), null, 2)}\n`));
      });
    });
  }
}
