import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { toShopCard } from '../lib/card-data';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { shopPageCount, toIndexRow } from '../lib/shop-pages';
import { BUILD_OUTPUT, publicDirOf } from './build-output';
import { SHOP_INDEX_PATH, shopPagePath } from '../config/addresses';

type ShopsPageData = { result: { data: Queries.ShopsPageQuery } };

function pageDataOf(publicDir: string, pagePath: string): ShopsPageData {
  const file = path.join(publicDir, 'page-data', pagePath.replace(/^\//, ''), 'page-data.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the shops pages were not built`);
  return JSON.parse(readFileSync(file, 'utf8')) as ShopsPageData;
}

/**
 * Writes the index of every shop (SHOP_INDEX_PATH) that the shops pages fetch when a
 * visitor searches a list longer than one page. It is read from the built pages' own
 * data, so it holds exactly the shops, places and logo files the pages show.
 */
export const writeShopIndex: GatsbyNode['onPostBuild'] = ({ store, reporter }) => {
  const publicDir = publicDirOf(store);
  const first = pageDataOf(publicDir, shopPagePath(1)).result.data;
  const pages = shopPageCount(first.everyShop.totalCount);
  const rows: ReturnType<typeof toIndexRow>[] = [];
  for (let page = 1; page <= pages; page++) {
    const data = page === 1 ? first : pageDataOf(publicDir, shopPagePath(page)).result.data;
    rows.push(...data.allShop.nodes.map((node) => toIndexRow(toShopCard(node))));
  }
  if (rows.length !== first.everyShop.totalCount) {
    reporter.panicOnBuild(`The shop index has ${rows.length} shops but the site has ${first.everyShop.totalCount}.`);
    return;
  }
  writeFileAtomic(path.join(publicDir, SHOP_INDEX_PATH), JSON.stringify(rows), BUILD_OUTPUT);
};
