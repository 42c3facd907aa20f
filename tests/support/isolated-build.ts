/**
 * A production build that leaves the project's own public/ and .cache/ alone.
 *
 * `gatsby build` always writes into the folder it runs in, and the browser tests read the
 * project's public/. A build of other data (a fixture copy, a benchmark's generated logos)
 * therefore runs in a throwaway copy of the project: the source files copied, node_modules
 * linked (read only), and PADYAK_DATA_DIR pointing at the data to build. Offline like every build.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/** What a build needs from the project; everything else (tests, reports, outputs) stays behind. */
const BUILD_INPUTS = ['gatsby-browser.tsx', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'src', 'static', 'data'];

export interface IsolatedProject {
  dir: string;
  publicDir: string;
  remove(): void;
}

/** Copies the project's build inputs into a new temporary folder, with node_modules linked. */
export function makeIsolatedProject(root = PROJECT_ROOT): IsolatedProject {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-build-'));
  for (const entry of BUILD_INPUTS) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, publicDir: path.join(dir, 'public'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs `gatsby build` in the isolated project over `dataDir`. Resolves with the build's output
 * when it succeeds; rejects with its last lines when it fails.
 */
export function buildIsolated(project: IsolatedProject, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const gatsby = path.join(project.dir, 'node_modules', 'gatsby', 'cli.js');
    const child = spawn(process.execPath, [gatsby, 'build'], {
      cwd: project.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', PADYAK_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`gatsby build in ${project.dir} exited with ${code}:\n${output.split('\n').slice(-40).join('\n')}`));
    });
  });
}
