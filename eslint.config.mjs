// ESLint for the whole repository: type-checked TypeScript, React, hooks, accessibility, and the
// layers of the "Code layout" table in docs/developing.md. Style (quotes, widths, commas) is Prettier's job, so
// eslint-config-prettier comes last and turns every formatting rule off.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers, lowest first, named by their folder. Each may import itself and what its `imports`
 * name; anything else is an error whose message names both folders. The "Code layout" table of docs/developing.md
 * says the same in words: change both together.
 */
const BELOW_PAGES = [
  'src/templates',
  'src/components',
  'src/saved',
  'src/auth',
  'src/lib',
  'src/hooks',
  'src/styles',
  'src/content',
  'src/config',
  'src/pipeline',
  'data',
];

export const LAYERS = [
  { type: 'data', imports: [] },
  { type: 'src/pipeline', imports: ['data'] },
  { type: 'src/styles', imports: [] },
  { type: 'src/config', imports: ['src/pipeline'] },
  { type: 'src/content', imports: ['src/config', 'src/pipeline'] },
  { type: 'src/lib', imports: ['src/hooks', 'src/content', 'src/config', 'src/pipeline', 'data'] },
  { type: 'src/hooks', imports: ['src/lib', 'src/content', 'src/config', 'src/pipeline'] },
  { type: 'src/auth', imports: ['src/lib', 'src/hooks', 'src/content', 'src/config', 'src/pipeline'] },
  // The scripts a page carries inline, each compiled on its own (src/gatsby/compile-inline-scripts.ts): what they share with the app comes from src/lib and the pure pipeline. Nothing imports them.
  { type: 'src/inline', imports: ['src/lib', 'src/pipeline'] },
  { type: 'src/saved', imports: ['src/auth', 'src/lib', 'src/hooks', 'src/content', 'src/config', 'src/pipeline'] },
  { type: 'src/components', imports: BELOW_PAGES.slice(2).filter((type) => type !== 'data') },
  { type: 'src/templates', imports: BELOW_PAGES.slice(1).filter((type) => type !== 'data') },
  { type: 'src/pages', imports: BELOW_PAGES },
  // The service worker's own source: the build compiles it into public/sw.js; it shares the offline paths with the app.
  { type: 'src/service-worker', imports: ['src/lib', 'src/config'] },
  // Build glue: anything below the pages.
  { type: 'src/gatsby', imports: BELOW_PAGES },
  // gatsby-config.ts, gatsby-node.ts, gatsby-browser.tsx, gatsby-ssr.tsx: Gatsby's entry points only re-export or configure.
  { type: 'gatsby-root', pattern: 'gatsby-*.{ts,tsx}', file: true, imports: ['src/gatsby', 'src/config', 'src/pipeline', 'data'] },
  // Command-line tools editors and maintainers run may use anything in src/, never bench/ or tests/.
  { type: 'scripts', imports: ['src/gatsby', ...BELOW_PAGES] },
  // Benchmarks drive the commands and the site with the tests' harness: scripts/, tests/support and src/.
  { type: 'bench', imports: ['scripts', 'tests/support', 'src/gatsby', ...BELOW_PAGES] },
  // The Playwright fixtures (listed before tests/support, which holds them): the browser tests' own, never a benchmark's.
  { type: 'tests/support/e2e', imports: ['tests/support', 'scripts', 'src/gatsby', 'src/pages', 'gatsby-root', ...BELOW_PAGES] },
  // The harness shared by the tests and the benchmarks; it may use what the tests use, never a benchmark.
  { type: 'tests/support', imports: ['scripts', 'src/gatsby', 'src/pages', 'gatsby-root', ...BELOW_PAGES] },
  { type: 'tests', imports: '*' },
];

const layerPolicies = LAYERS.map((layer) => ({
  from: layer.file ? { file: { categories: layer.type } } : { element: { type: layer.type } },
  allow: {
    to: { element: { types: { anyOf: layer.imports === '*' ? LAYERS.map(({ type }) => type) : [layer.type, ...layer.imports] } } },
  },
}));

/** What the pure pipeline must never reach for: it also runs in a Web Worker and in Node scripts. */
const UI_PACKAGES = ['react', 'react-dom', 'gatsby', 'gatsby-*', '@vanilla-extract/*', 'framer-motion', 'lucide-react', '@supabase/*'];

/** Why a browser-safe file may not import a Node module (two NODE_ONLY patterns below). */
const NODE_MODULE_MESSAGE = 'Node modules stay in src/pipeline/node/ and src/lib/node/: the pure pipeline and src/lib also run in a browser (the /editors worker).';

/**
 * What the browser-safe code must never reach for: Node's own modules (with or without `node:`)
 * and the Node halves, src/pipeline/node/ (which reads the disk) and src/lib/node/. The /editors worker
 * bundles src/lib and the pure pipeline.
 */
const NODE_ONLY = [
  {
    regex: '^node:',
    message: NODE_MODULE_MESSAGE,
  },
  {
    regex: `^(${builtinModules.filter((name) => !name.startsWith('node:')).join('|')})(/.*)?$`,
    message: NODE_MODULE_MESSAGE,
  },
  {
    // The hours library is LGPL and about 160 KB gzip; the holiday data is large too: both are read at build time only.
    regex: '^(opening_hours|date-holidays)(/.*)?$',
    message: 'opening_hours and date-holidays are read at build time only (src/pipeline/node/, src/lib/node/, scripts/): no page or worker may carry them.',
  },
  {
    regex: '(^|/)node(/|$)',
    message: 'src/pipeline/node/ reads the disk and is Node-only, as is src/lib/node/: browser-safe code (the pure pipeline, src/lib) may not import them.',
  },
];
const PURE_PIPELINE_MESSAGE = 'src/pipeline is pure rules shared by Node scripts and a Web Worker: no React, Gatsby or UI packages.';
/** What every file of the pure core may not import (a room adds its own, below). */
const PURE_PIPELINE_PATTERNS = [{ group: UI_PACKAGES, message: PURE_PIPELINE_MESSAGE }, ...NODE_ONLY];
const ZOD_THROUGH_ONE_MODULE = {
  name: 'zod',
  message: "Import z from src/pipeline/entities/zod.ts: it sets zod's jitless before any schema, so no page breaks its script policy.",
};

/**
 * The rooms of src/pipeline, lowest first: a file may import its own room and the rooms before it,
 * never one after it, nor the top-level index.ts or types.ts (which re-export every room). The
 * "Rooms" table of docs/developing.md says the same in words: change both together. node/ is last:
 * it may import everything.
 */
export const PIPELINE_ROOMS = ['format', 'entities', 'detect', 'rules', 'tool-rules', 'report', 'read', 'sheets', 'check', 'edit', 'open-data', 'node'];

/**
 * For a file in `room` (any but node/, the last): an import that runs back up, to a later room or to
 * the top level. node/ itself is left to NODE_ONLY, which already keeps every other room out of it.
 */
function roomsAbove(room) {
  const later = PIPELINE_ROOMS.slice(PIPELINE_ROOMS.indexOf(room) + 1).filter((name) => name !== 'node');
  const topLevel = {
    regex: '^\\.\\.(/(index|types)(\\.ts)?)?/?$',
    message: `src/pipeline/${room}/ may not import the pipeline's top level (index.ts, types.ts): it re-exports every room. Import the room's file itself.`,
  };
  if (later.length === 0) return [topLevel];
  const allowed = PIPELINE_ROOMS.slice(0, PIPELINE_ROOMS.indexOf(room) + 1).join(', ');
  return [
    topLevel,
    {
      regex: `^\\.\\./(${later.join('|')})(/|$)`,
      message: `src/pipeline/${room}/ may import only the rooms ${allowed}: a later room imports an earlier one, never the other way. docs/developing.md lists the rooms in order.`,
    },
  ];
}

const STORAGE_MESSAGE =
  'Use src/lib/browser-storage.ts (readStored, writeStored, readStoredJson…): a browser may refuse storage, and reading localStorage then throws and blanks the page.';

export const MAX_FUNCTION_LINES = 80;
export const MAX_COMPONENT_FILE_LINES = 300;

/**
 * Files still holding a function over MAX_FUNCTION_LINES, each with why it is left for now. The list only
 * shrinks: split the function and take its file off.
 */
export const KNOWN_LONG_FUNCTIONS = [];

/** Component files still over MAX_COMPONENT_FILE_LINES, the same way. */
export const KNOWN_LONG_COMPONENT_FILES = [];

const REACT_FILES = ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'tests/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'node_modules/',
      'data/',
      'reports/',
      '.wrangler/',
      'static/',
      'test-results/',
      'playwright-report/',
      'src/gatsby-types.d.ts', // written by Gatsby's graphqlTypegen
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter kept for its position (Gatsby API signatures, callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Functions that fulfil a Promise-returning contract (DNS resolvers, slide renderers, mocked APIs) are async without awaiting.
      '@typescript-eslint/require-await': 'off',
      // React props and Gatsby's API arguments are typed with method signatures and destructured by design; none uses `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: REACT_FILES, ...react.configs.flat.recommended },
  // No jsx-runtime config: Gatsby's Babel compiles JSX with the classic runtime, so a file with JSX
  // needs React in scope (react-in-jsx-scope) even though tsc's react-jsx setting does not.
  {
    files: REACT_FILES,
    plugins: { 'react-hooks': reactHooks },
    // Only the two classic rules: the plugin's recommended set now adds the React Compiler's rules
    // (set-state-in-effect, refs, globals…), which flag idioms this React 18 code uses on purpose
    // (a hydration flag set in an effect, a ref holding the latest value) and no compiler runs here.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: REACT_FILES,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      // Props are typed by TypeScript; propTypes would say the same thing twice.
      'react/prop-types': 'off',
    },
  },
  { files: ['src/**/*.tsx', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A scrollable table is a labelled role="region" with tabIndex 0 so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Finding control characters in what editors typed is the pipeline's job (and its tests').
    files: ['src/pipeline/**/*.ts', 'scripts/osm/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Tests read JSON reports and mocks as `any` and then assert their shape: the assertion is the type check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS.filter(({ file }) => !file).map(({ type }) => ({ type, pattern: type })),
      // Gatsby's root files are files, not folders: a file descriptor keeps the pattern off tests/unit/gatsby-*.test.ts.
      'boundaries/files': LAYERS.filter(({ file }) => file).map(({ type, pattern }) => ({ category: type, pattern })),
      'boundaries/include': ['src/**/*', 'scripts/**/*', 'bench/**/*', 'tests/**/*', 'data/**/*', 'gatsby-*.{ts,tsx}'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // from.type is empty for gatsby-*.ts at the root: they are classified as files, not folders.
          message:
            '{{#if from.type}}{{from.type}}{{else}}gatsby-*.ts{{/if}} may not import {{to.type}}: docs/developing.md "Code layout" says what each folder may import, and why.',
          policies: layerPolicies,
        },
      ],
    },
  },
  {
    files: ['src/pipeline/**/*.ts'],
    ignores: ['src/pipeline/node/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: PURE_PIPELINE_PATTERNS, paths: [ZOD_THROUGH_ONE_MODULE] }],
    },
  },
  // Each room of the pure core: the same as above, plus no import running back up a room.
  ...PIPELINE_ROOMS.filter((room) => room !== 'node').map((room) => ({
    files: [`src/pipeline/${room}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...PURE_PIPELINE_PATTERNS, ...roomsAbove(room)], paths: [ZOD_THROUGH_ONE_MODULE] }],
    },
  })),
  {
    // The pipeline's Node half: the disk, sharp and Node's modules, still no UI.
    files: ['src/pipeline/node/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: UI_PACKAGES, message: PURE_PIPELINE_MESSAGE }] }],
    },
  },
  {
    // src/lib/node/ is the Node half of the shared helpers (the one atomic write): the build, the commands and the harness use it.
    // The service worker runs in the browser too.
    files: ['src/lib/**/*.{ts,tsx}', 'src/service-worker/**/*.ts'],
    ignores: ['src/lib/node/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: NODE_ONLY }],
    },
  },
  {
    // The inline scripts run in the page, before the app: no Node module, no UI package (each would be bundled into every page's HTML).
    files: ['src/inline/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: UI_PACKAGES, message: 'An inline script is bundled whole into the page: no React, Gatsby or UI packages.' }, ...NODE_ONLY] },
      ],
    },
  },
  {
    // The commands and the build write a file only through the one atomic write: Ctrl-C or a crash never leaves half a file.
    files: ['scripts/**/*.ts', 'src/gatsby/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:fs', 'fs', 'node:fs/promises', 'fs/promises'].map((name) => ({
            name,
            importNames: ['writeFile', 'writeFileSync'],
            message:
              'Write files with writeFileAtomic (src/lib/node/atomic-write.ts): an interrupted command then leaves the old file or the new one, never half of one.',
          })),
        },
      ],
    },
  },
  {
    // Storage may be refused (reading `localStorage` throws), full, or hold a damaged value: the site
    // reaches it only through the guarded helper, which turns each of these into "nothing stored".
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    ignores: ['src/lib/browser-storage.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: STORAGE_MESSAGE }))],
      'no-restricted-properties': ['error', ...['localStorage', 'sessionStorage'].map((property) => ({ property, message: STORAGE_MESSAGE }))],
    },
  },
  {
    // Bodies a reader can hold: a function is at most 80 lines, a component file at most 300. Every line
    // counts, blank and comment lines too: they are what a reader scrolls through. A longer body is split
    // by what its parts do, each part named for that.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: KNOWN_LONG_FUNCTIONS.map(({ file }) => file),
    rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/components/**/*.tsx', 'src/templates/**/*.tsx', 'src/pages/**/*.tsx'],
    ignores: KNOWN_LONG_COMPONENT_FILES.map(({ file }) => file),
    rules: { 'max-lines': ['error', { max: MAX_COMPONENT_FILE_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The account dialog asks the auth provider for everything, recovery included; only the provider holds the client.
    files: ['src/components/AccountDialog/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@supabase/*', '**/auth/client', '**/auth/load-client'],
              message: 'The account dialog goes through useAuth() (src/auth/AuthProvider.tsx), never the raw Supabase client.',
            },
            {
              group: ['**/auth/password-recovery'],
              importNames: ['requestPasswordReset', 'chooseNewPassword'],
              message: 'These take the raw client: call useAuth().requestPasswordReset / chooseNewPassword instead.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
