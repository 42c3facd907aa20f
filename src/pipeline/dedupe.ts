/**
 * Duplicates: the same entity twice (same name and place, or same name and link, within
 * one scope such as a brand category) is merged into its first row, which keeps the most
 * complete fields. Different names sharing one link are only reported.
 */
import { comparisonKey } from './text';
import { linkKey } from './links';

export interface DedupeItem<T> {
  entity: T;
  row: number;
  name: string;
  /** Rows in different scopes are never duplicates (a brand in two categories). */
  scope: string;
  /** Canonical place, or '' when the entity has none. */
  place: string;
  link: string | null;
}

export interface Merge {
  row: number;
  into: number;
  because: 'name and place' | 'name and link';
  /** Fields the first row lacked and took from this one. */
  filled: string[];
  /** Fields both rows had with different values; the first row's value was kept. */
  differing: { field: string; kept: string; dropped: string }[];
}

export interface SharedLink {
  link: string;
  rows: { row: number; name: string }[];
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function show(value: unknown): string {
  if (value && typeof value === 'object') {
    const ref = value as { file?: string; url?: string };
    return ref.file ?? ref.url ?? JSON.stringify(value);
  }
  return String(value);
}

export function dedupe<T extends object>(items: readonly DedupeItem<T>[], fillable: readonly (keyof T & string)[]): {
  survivors: DedupeItem<T>[];
  merges: Merge[];
  sharedLinks: SharedLink[];
} {
  const firstByPlace = new Map<string, DedupeItem<T>>();
  const firstByLink = new Map<string, DedupeItem<T>>();
  const survivors: DedupeItem<T>[] = [];
  const merges: Merge[] = [];
  for (const item of items) {
    const nameKey = `${item.scope}\u0000${comparisonKey(item.name)}`;
    const placeKey = `${nameKey}\u0000${comparisonKey(item.place)}`;
    const linkPart = item.link ? linkKey(item.link) : null;
    const byLinkKey = linkPart ? `${nameKey}\u0000${linkPart}` : null;
    const samePlace = firstByPlace.get(placeKey);
    const sameLink = byLinkKey ? firstByLink.get(byLinkKey) : undefined;
    const first = samePlace ?? sameLink;
    if (!first) {
      const copy = { ...item, entity: { ...item.entity } };
      survivors.push(copy);
      firstByPlace.set(placeKey, copy);
      if (byLinkKey) firstByLink.set(byLinkKey, copy);
      continue;
    }
    const filled: string[] = [];
    const differing: Merge['differing'] = [];
    for (const field of fillable) {
      const kept = first.entity[field];
      const offered = item.entity[field];
      if (isEmpty(offered)) continue;
      if (isEmpty(kept)) {
        first.entity[field] = offered;
        filled.push(field);
      } else if (show(kept) !== show(offered)) {
        differing.push({ field, kept: show(kept), dropped: show(offered) });
      }
    }
    if (filled.includes('link') && item.link) {
      first.link = item.link;
      const key = `${nameKey}\u0000${linkKey(item.link)}`;
      if (!firstByLink.has(key)) firstByLink.set(key, first);
    }
    merges.push({ row: item.row, into: first.row, because: samePlace ? 'name and place' : 'name and link', filled, differing });
  }

  const byLink = new Map<string, DedupeItem<T>[]>();
  for (const item of survivors) {
    if (!item.link) continue;
    const key = linkKey(item.link);
    const group = byLink.get(key);
    if (group) group.push(item);
    else byLink.set(key, [item]);
  }
  const sharedLinks: SharedLink[] = [];
  for (const group of byLink.values()) {
    const names = new Set(group.map((item) => comparisonKey(item.name)));
    if (names.size < 2 || !group[0]?.link) continue;
    sharedLinks.push({ link: group[0].link, rows: group.map((item) => ({ row: item.row, name: item.name })) });
  }
  return { survivors, merges, sharedLinks };
}
