/**
 * The build's sourceNodes (src/gatsby/source-nodes.ts) run outside Gatsby: Gatsby's actions are
 * stood in for and the nodes it creates are collected, as the build would get them.
 */
import type { GatsbyNode } from 'gatsby';

type Node = Record<string, unknown>;

/** The nodes `sourceNodes` creates (from the data folder it was loaded with). */
export async function createdNodes(sourceNodes: GatsbyNode['sourceNodes']): Promise<Node[]> {
  const created: Node[] = [];
  const args = {
    actions: { createNode: (node: Node) => created.push(node) },
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    reporter: { panicOnBuild: jest.fn(), info: jest.fn() },
  };
  // sourceNodes is async: it decodes the data folder's images before the rules run.
  await (sourceNodes as unknown as (a: typeof args) => Promise<void>)(args);
  return created;
}

/** The nodes sourceNodes creates from `dataDir`: source-nodes is loaded afresh with PADYAK_DATA_DIR set, since it reads it once, when loaded. */
export async function sourceNodesOf(dataDir: string): Promise<Node[]> {
  let created: Node[] = [];
  const previous = process.env.PADYAK_DATA_DIR;
  process.env.PADYAK_DATA_DIR = dataDir;
  try {
    await jest.isolateModulesAsync(async () => {
      const isolated = jest.requireActual<typeof import('../../src/gatsby/source-nodes')>('../../src/gatsby/source-nodes');
      created = await createdNodes(isolated.sourceNodes);
    });
  } finally {
    if (previous === undefined) delete process.env.PADYAK_DATA_DIR;
    else process.env.PADYAK_DATA_DIR = previous;
  }
  return created;
}
