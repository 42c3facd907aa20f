import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Only the public anonymous key may ever reach the repository, and only as the
 * test build's fake one. A service-role JWT or a Supabase secret key in any
 * tracked file fails here (the built files are checked in tests/e2e/auth.spec.ts).
 */
const root = path.resolve(__dirname, '../../..');

const SKIP_DIRS = new Set(['node_modules', '.cache', 'public', '.git', 'test-results', 'reports', 'playwright-report']);

/** Every file of the working tree outside build output and dependencies (when git is not there). */
function walk(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(relative);
    return entry.isFile() ? [relative] : [];
  });
}

function trackedTextFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\0')
      .filter(Boolean);
  } catch {
    listed = walk(); // a copy without .git (an archive): check everything that would be committed
  }
  return listed.filter((file) => !/\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf|zip|gz)$/i.test(file) && !file.endsWith('package-lock.json'));
}

function jwtRoles(text: string): string[] {
  return [...text.matchAll(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g)].map(([jwt]) => {
    try {
      const payload = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as { role?: unknown };
      return String(payload.role);
    } catch {
      return 'unreadable';
    }
  });
}

describe('secrets in the repository', () => {
  it('finds JWTs by their shape (the check works)', () => {
    const serviceRole = ['eyJhbGciOiJIUzI1NiJ9', Buffer.from('{"role":"service_role"}').toString('base64url'), 'c2lnbmF0dXJlLXNpZ25hdHVyZQ'].join('.');
    expect(jwtRoles(`key = "${serviceRole}"`)).toEqual(['service_role']);
  });

  it('holds no service-role JWT and no Supabase secret key in any tracked file', () => {
    const offenders: string[] = [];
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // listed but not on disk (deleted in the working tree)
      }
      if (/sb_secret_[A-Za-z0-9_-]{10,}/.test(text)) offenders.push(`${file}: sb_secret_ key`);
      for (const role of jwtRoles(text)) if (role !== 'anon' && role !== 'authenticated') offenders.push(`${file}: JWT with role ${role}`);
    }
    expect(offenders).toEqual([]);
  });
});
