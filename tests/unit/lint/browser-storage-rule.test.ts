/**
 * The storage rule in eslint.config.mjs: in src/ and Gatsby's browser files, localStorage and
 * sessionStorage are reached only through src/lib/browser-storage.ts. A direct use, as a global
 * or as a property (window.localStorage, globalThis.sessionStorage, destructured), is an error
 * that names the helper; the helper itself and the tests may use them. ESLint runs in a child
 * process (run-eslint.ts).
 */
import { lint, type Finding, type Probe } from './run-eslint';

const STORAGE_RULES = new Set(['no-restricted-globals', 'no-restricted-properties']);
const storageFindings = (findings: Finding[]) => findings.filter((finding) => finding.ruleId !== null && STORAGE_RULES.has(finding.ruleId));

describe('the storage rule', () => {
  const direct: Probe[] = [
    { file: 'src/hooks/storage-probe.ts', code: "export const probe = (): string | null => window.localStorage.getItem('draft');\n" },
    { file: 'src/components/Probe/storage-probe.tsx', code: "export const probe = (): void => localStorage.setItem('draft', '{}');\n" },
    { file: 'src/auth/storage-probe.ts', code: "export const probe = (): void => sessionStorage.removeItem('draft');\n" },
    { file: 'src/saved/storage-probe.ts', code: 'export const probe = (): Storage => globalThis.sessionStorage;\n' },
    { file: 'src/lib/storage-probe.ts', code: 'const { localStorage: store } = window;\nexport const probe = store;\n' },
    { file: 'gatsby-browser.tsx', code: 'export const onClientEntry = (): void => window.localStorage.clear();\n' },
  ];
  const allowed: Probe[] = [
    { file: 'src/lib/browser-storage.ts', code: "export const probe = (): string | null => window.localStorage.getItem('draft');\n" },
    { file: 'tests/unit/storage-probe.test.ts', code: "export const probe = (): string | null => localStorage.getItem('draft');\n" },
    // A word in a string is no use of storage (the inline draft script is a string).
    { file: 'src/lib/storage-probe.ts', code: "export const probe = 'try{localStorage.setItem(k,v)}catch(_){}';\n" },
  ];
  const results = lint([...direct, ...allowed]);

  it.each(direct.map((probe, index) => [probe.file, probe.code.trim().replace(/\n/g, ' '), index] as const))('fails a direct use in %s: %s', (_file, _code, index) => {
    const findings = storageFindings(results[index] ?? []);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('src/lib/browser-storage.ts');
  });

  it.each(allowed.map((probe, index) => [probe.file, probe.code.trim().replace(/\n/g, ' '), direct.length + index] as const))(
    'lets %s use it: %s',
    (_file, _code, index) => {
      expect(storageFindings(results[index] ?? [])).toEqual([]);
    },
  );
});
