/**
 * The layer rule in eslint.config.mjs fires where the "Code layout" table of docs/developing.md says an import is not
 * allowed, and stays quiet where it is. ESLint runs in a child process (run-eslint.ts).
 */
import { lint, type Finding, type Probe } from './run-eslint';

/** The messages of one rule's findings, in order. */
const messagesOf = (findings: Finding[], ruleId: string) => findings.filter((finding) => finding.ruleId === ruleId).map((finding) => finding.message);

describe('the layer rule', () => {
  const probes: Probe[] = [
    { file: 'src/pipeline/layer-probe.ts', code: "import { Layout } from '../components/Layout/Layout';\nexport const probe = Layout;\n" },
    { file: 'src/lib/layer-probe.ts', code: "import { ShopCard } from '../components/ShopCard/ShopCard';\nexport const probe = ShopCard;\n" },
    { file: 'src/auth/layer-probe.ts', code: "import { useSavedItems } from '../saved/SavedItemsProvider';\nexport const probe = useSavedItems;\n" },
    { file: 'scripts/layer-probe.ts', code: "import * as testSupport from '../tests/support/e2e/test';\nexport const probe = testSupport;\n" },
    { file: 'gatsby-layer-probe.ts', code: "import { Layout } from './src/components/Layout/Layout';\nexport const probe = Layout;\n" },
    { file: 'src/pipeline/layer-probe.ts', code: "import * as React from 'react';\nexport const probe = React;\n" },
    {
      file: 'src/components/Logo/layer-probe.tsx',
      code: "import { toTile } from '../../lib/card-data';\nimport { useToast } from '../../hooks/use-toast';\nexport const probe = [toTile, useToast];\n",
    },
    { file: 'scripts/layer-probe.ts', code: "import { median } from '../bench/lib/stats';\nexport const probe = median;\n" },
    {
      file: 'bench/suites/layer-probe.ts',
      code: "import { publicDir } from '../../tests/support/build-output';\nimport { runMain } from '../../scripts/support/cli';\nimport { runPipeline } from '../../src/pipeline';\nexport const probe = [publicDir, runMain, runPipeline];\n",
    },
    { file: 'bench/suites/layer-probe.ts', code: "import * as testSupport from '../../tests/support/e2e/test';\nexport const probe = testSupport;\n" },
    { file: 'tests/support/layer-probe.ts', code: "import { median } from '../../bench/lib/stats';\nexport const probe = median;\n" },
    { file: 'tests/unit/bench/layer-probe.test.ts', code: "import { median } from '../../../bench/lib/stats';\nexport const probe = median;\n" },
  ];
  let results: Finding[][];

  beforeAll(() => {
    results = lint(probes);
  }, 120_000);

  it('stops a lower layer importing an upper one, naming both folders', () => {
    expect(messagesOf(results[0]!, 'boundaries/dependencies')).toEqual([
      expect.stringMatching(/^src\/pipeline may not import src\/components: docs\/developing.md "Code layout"/),
    ]);
    expect(messagesOf(results[1]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^src\/lib may not import src\/components/)]);
    expect(messagesOf(results[2]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^src\/auth may not import src\/saved/)]);
  });

  it("keeps tests out of scripts and components out of Gatsby's root files", () => {
    expect(messagesOf(results[3]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^scripts may not import tests/)]);
    expect(messagesOf(results[4]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^gatsby-\*\.ts may not import src\/components/)]);
  });

  it('keeps React out of the pure pipeline', () => {
    expect(messagesOf(results[5]!, 'no-restricted-imports')).toEqual([expect.stringMatching(/src\/pipeline is pure rules/)]);
  });

  it('lets a component use lib and hooks', () => {
    expect(messagesOf(results[6]!, 'boundaries/dependencies')).toEqual([]);
  });

  it('keeps benchmarks out of scripts and out of the harness the tests share', () => {
    expect(messagesOf(results[7]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^scripts may not import bench/)]);
    expect(messagesOf(results[10]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^tests\/support may not import bench/)]);
  });

  it("lets a benchmark use the tests' harness, the commands and src/, but not the tests themselves or their Playwright fixtures", () => {
    expect(messagesOf(results[8]!, 'boundaries/dependencies')).toEqual([]);
    expect(messagesOf(results[9]!, 'boundaries/dependencies')).toEqual([expect.stringMatching(/^bench may not import tests\/support\/e2e/)]);
  });

  it('lets the tests of the benchmarks import them', () => {
    expect(messagesOf(results[11]!, 'boundaries/dependencies')).toEqual([]);
  });
});

describe('the browser-safe code', () => {
  const probes: Probe[] = [
    { file: 'src/pipeline/node-probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n" },
    { file: 'src/pipeline/node-probe.ts', code: "import path from 'path';\nexport const probe = path;\n" },
    { file: 'src/pipeline/rules/node-probe.ts', code: "import { diskProbe } from '../node/data-files';\nexport const probe = diskProbe;\n" },
    { file: 'src/lib/node-probe.ts', code: "import { createHash } from 'crypto';\nexport const probe = createHash;\n" },
    { file: 'src/lib/node-probe.ts', code: "import { runPipeline } from '../pipeline/node';\nexport const probe = runPipeline;\n" },
    {
      file: 'src/pipeline/node/node-probe.ts',
      code: "import { readFileSync } from 'node:fs';\nimport { FileLog } from '../log';\nexport const probe = [readFileSync, FileLog];\n",
    },
    { file: 'src/lib/node-probe.ts', code: "import { decodeSheetBytes } from '../pipeline/format/encoding';\nexport const probe = decodeSheetBytes;\n" },
    { file: 'src/pipeline/detect/node-probe.ts', code: "import OpeningHours from 'opening_hours';\nexport const probe = OpeningHours;\n" },
    { file: 'src/lib/node-probe.ts', code: "import Holidays from 'date-holidays';\nexport const probe = Holidays;\n" },
    { file: 'src/pipeline/node/node-probe.ts', code: "import OpeningHours from 'opening_hours';\nexport const probe = OpeningHours;\n" },
    { file: 'src/lib/node/node-probe.ts', code: "import Holidays from 'date-holidays';\nexport const probe = Holidays;\n" },
  ];
  let results: Finding[][];

  beforeAll(() => {
    results = lint(probes);
  }, 120_000);

  it("keeps Node's modules out of the pure pipeline and src/lib, with or without node:", () => {
    for (const result of [results[0]!, results[1]!, results[3]!])
      expect(messagesOf(result, 'no-restricted-imports')).toEqual([expect.stringMatching(/^'[a-z:]+' .*Node modules stay in src\/pipeline\/node\//)]);
  });

  it("keeps the pipeline's Node half out of browser-safe code", () => {
    expect(messagesOf(results[2]!, 'no-restricted-imports')).toEqual([expect.stringMatching(/src\/pipeline\/node\/ reads the disk and is Node-only/)]);
    expect(messagesOf(results[4]!, 'no-restricted-imports')).toEqual([expect.stringMatching(/src\/pipeline\/node\/ reads the disk and is Node-only/)]);
  });

  it('lets src/pipeline/node read the disk, and src/lib use the pure pipeline', () => {
    expect(messagesOf(results[5]!, 'no-restricted-imports')).toEqual([]);
    expect(messagesOf(results[5]!, 'boundaries/dependencies')).toEqual([]);
    expect(messagesOf(results[6]!, 'no-restricted-imports')).toEqual([]);
  });

  it('keeps the hours and holiday libraries out of browser-safe code, and lets the Node halves use them', () => {
    for (const result of [results[7]!, results[8]!])
      expect(messagesOf(result, 'no-restricted-imports')).toEqual([expect.stringMatching(/opening_hours and date-holidays are read at build time only/)]);
    for (const result of [results[9]!, results[10]!]) expect(messagesOf(result, 'no-restricted-imports')).toEqual([]);
  });
});

describe('the one atomic write', () => {
  const probes: Probe[] = [
    { file: 'scripts/write-probe.ts', code: "import { writeFileSync } from 'node:fs';\nexport const probe = writeFileSync;\n" },
    { file: 'src/gatsby/write-probe.ts', code: "import { writeFile } from 'fs/promises';\nexport const probe = writeFile;\n" },
    { file: 'scripts/write-probe.ts', code: "import { writeFileAtomic } from '../src/lib/node/atomic-write';\nexport const probe = writeFileAtomic;\n" },
  ];
  let results: Finding[][];

  beforeAll(() => {
    results = lint(probes);
  }, 120_000);

  it('stops a command or the build writing a file any other way, saying which to use', () => {
    for (const result of [results[0]!, results[1]!])
      expect(messagesOf(result, 'no-restricted-imports')).toEqual([expect.stringMatching(/Write files with writeFileAtomic \(src\/lib\/node\/atomic-write.ts\)/)]);
    expect(messagesOf(results[2]!, 'no-restricted-imports')).toEqual([]);
  });
});

describe("the pipeline's rooms", () => {
  const probes: Probe[] = [
    // rules/ is below sheets/: a planted import back up.
    { file: 'src/pipeline/rules/room-probe.ts', code: "import { defineSheet } from '../sheets/define-sheet';\nexport const probe = defineSheet;\n" },
    // The top level re-exports every room.
    { file: 'src/pipeline/format/room-probe.ts', code: "import * as pipeline from '..';\nexport const probe = pipeline;\n" },
    { file: 'src/pipeline/detect/room-probe.ts', code: "import type { Shop } from '../types';\nexport type Probe = Shop;\n" },
    // Down the rooms is the way imports go.
    { file: 'src/pipeline/sheets/room-probe.ts', code: "import { defineFinding } from '../rules/findings';\nexport const probe = defineFinding;\n" },
    { file: 'src/pipeline/edit/room-probe.ts', code: "import { defineSheet } from '../sheets/define-sheet';\nexport const probe = defineSheet;\n" },
  ];
  let results: Finding[][];

  beforeAll(() => {
    results = lint(probes);
  }, 120_000);

  it('stops an import that runs back up a room, naming the rooms allowed', () => {
    expect(messagesOf(results[0]!, 'no-restricted-imports')).toEqual([
      expect.stringMatching(/src\/pipeline\/rules\/ may import only the rooms format, entities, detect, rules: /),
    ]);
  });

  it("stops a room importing the pipeline's top level", () => {
    expect(messagesOf(results[1]!, 'no-restricted-imports')).toEqual([expect.stringMatching(/src\/pipeline\/format\/ may not import the pipeline's top level/)]);
    expect(messagesOf(results[2]!, 'no-restricted-imports')).toEqual([expect.stringMatching(/src\/pipeline\/detect\/ may not import the pipeline's top level/)]);
  });

  it('lets a room import the rooms before it', () => {
    expect(messagesOf(results[3]!, 'no-restricted-imports')).toEqual([]);
    expect(messagesOf(results[4]!, 'no-restricted-imports')).toEqual([]);
  });
});
