/**
 * The versions of a sheet file as they were merged, from the repository's own history (git), for
 * the pull's guard against losses spread over several pulls (guard.ts). A vandal who removes a
 * few rows a day never loses "more than half" in one pull; compared with the list as it was
 * merged BASELINE_DAYS ago, they do.
 *
 * Why git and not a baseline file the pull writes (docs/decisions.md): what was merged is exactly
 * what the repository's history holds, whoever merged it (the daily pull request, a maintainer's
 * own commit), with no second file to keep in step, nothing to commit when no sheet changed (an
 * empty weekly pull request), and a window that slides day by day. The workflow checks out the
 * whole history (fetch-depth: 0). When the history cannot be read (not a repository, a shallow
 * clone, no git), the pull says so in its report and guards each pull on its own, as before.
 */
import { execFileSync } from 'node:child_process';
import { readSheetBytes } from '../../src/pipeline';

/** The list "as merged some days before": the newest commit on the main line at least this many days old. */
export const BASELINE_DAYS = 7;

export interface MergedVersion {
  /** The commit's hash, its committer date (when it reached the branch) as YYYY-MM-DD. */
  commit: string;
  date: string;
  /** The sheet's text then; null when the file did not exist or cannot be read as a sheet. */
  text: string | null;
}

export type SheetHistory =
  | { ok: true; versions: MergedVersion[] } // oldest first: the baseline, then each commit since that changed the file
  | { ok: false; problem: string };

/** Where the data folder sits in its repository, or why its history cannot be read. */
export type Repository = { ok: true; dir: string; prefix: string } | { ok: false; problem: string };

/** The repository the data folder is in, found from the folder itself: never one a GIT_DIR (a hook's, say) points at. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|COMMON_DIR)$/.test(name)));
const options = (dir: string) => ({ cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });

const git = (dir: string, args: string[]) => execFileSync('git', args, { ...options(dir), encoding: 'utf8' }).trimEnd();

const gitBytes = (dir: string, args: string[]) => execFileSync('git', args, options(dir));

export function openRepository(dataDir: string): Repository {
  try {
    git(dataDir, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, problem: missing ? 'git is not installed here' : 'the data folder is not in a Git repository with a commit' };
  }
  if (git(dataDir, ['rev-parse', '--is-shallow-repository']) === 'true') {
    return { ok: false, problem: 'the repository was checked out without its history (a shallow clone; the workflow needs fetch-depth: 0)' };
  }
  return { ok: true, dir: dataDir, prefix: git(dataDir, ['rev-parse', '--show-prefix']) };
}

function textAt(repository: { dir: string; prefix: string }, commit: string, file: string): string | null {
  try {
    const read = readSheetBytes(new Uint8Array(gitBytes(repository.dir, ['show', `${commit}:${repository.prefix}${file}`])));
    return read.ok ? read.text : null;
  } catch {
    return null; // the file is not in that commit
  }
}

/** The sheet as merged BASELINE_DAYS before `now` (or at the branch's first commit, when it is younger), then each later version. */
export function sheetHistory(repository: Repository, file: string, now: Date): SheetHistory {
  if (!repository.ok) return repository;
  const before = new Date(now.getTime() - BASELINE_DAYS * 86_400_000).toISOString();
  const line = (text: string) => text.split('\n').filter(Boolean);
  const baseline =
    git(repository.dir, ['rev-list', '-1', '--first-parent', `--before=${before}`, 'HEAD']) ||
    (line(git(repository.dir, ['rev-list', '--first-parent', '--reverse', 'HEAD']))[0] ?? '');
  if (baseline === '') return { ok: false, problem: 'the repository has no commit' };
  const since = line(git(repository.dir, ['log', '--first-parent', '--reverse', '--format=%H %cI', `${baseline}..HEAD`, '--', `${repository.prefix}${file}`]));
  const dated = [`${baseline} ${git(repository.dir, ['show', '-s', '--format=%cI', baseline])}`, ...since];
  return {
    ok: true,
    versions: dated.map((entry) => {
      const [commit = '', date = ''] = entry.split(' ');
      return { commit, date: date.slice(0, 10), text: textAt(repository, commit, file) };
    }),
  };
}
