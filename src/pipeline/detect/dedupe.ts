/**
 * Duplicates: the same entity twice (same name and place, or same name and link, within
 * one scope such as a brand category) is merged into its first row, which keeps the most
 * complete fields. Different names sharing one link are only reported.
 */
import { comparisonKey } from '../format/text';
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

export function dedupe<T extends object>(
  items: readonly DedupeItem<T>[],
  fillable: readonly (keyof T & string)[],
): {
  survivors: DedupeItem<T>[];
  merges: Merge[];
  sharedLinks: SharedLink[];
} {
  const firstByPlace = new Map<string, number>();
  const firstByLink = new Map<string, number>();
  const survivors: DedupeItem<T>[] = [];
  const copied = new Set<number>();
  const merges: Merge[] = [];
  const linkKeys = new Map<DedupeItem<T>, string>();
  for (const item of items) {
    const nameKey = `${item.scope}\u0000${comparisonKey(item.name)}`;
    const placeKey = `${nameKey}\u0000${comparisonKey(item.place)}`;
    const linkPart = item.link ? linkKey(item.link) : null;
    if (linkPart) linkKeys.set(item, linkPart);
    const byLinkKey = linkPart ? `${nameKey}\u0000${linkPart}` : null;
    const samePlace = firstByPlace.get(placeKey);
    const sameLink = byLinkKey ? firstByLink.get(byLinkKey) : undefined;
    const firstIndex = samePlace ?? sameLink;
    if (firstIndex === undefined) {
      firstByPlace.set(placeKey, survivors.length);
      if (byLinkKey) firstByLink.set(byLinkKey, survivors.length);
      survivors.push(item);
      continue;
    }
    // Copy a survivor before its first change, so the caller's objects stay as they were.
    if (!copied.has(firstIndex)) {
      const original = survivors[firstIndex] as DedupeItem<T>;
      const copy = { ...original, entity: { ...original.entity } };
      const originalLinkKey = linkKeys.get(original);
      if (originalLinkKey) linkKeys.set(copy, originalLinkKey);
      survivors[firstIndex] = copy;
      copied.add(firstIndex);
    }
    const first = survivors[firstIndex] as DedupeItem<T>;
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
    if (filled.includes('link') && item.link && linkPart) {
      first.link = item.link;
      linkKeys.set(first, linkPart);
      const key = `${nameKey}\u0000${linkPart}`;
      if (!firstByLink.has(key)) firstByLink.set(key, firstIndex);
    }
    merges.push({ row: item.row, into: first.row, because: samePlace !== undefined ? 'name and place' : 'name and link', filled, differing });
  }

  const byLink = new Map<string, DedupeItem<T>[]>();
  for (const item of survivors) {
    const key = linkKeys.get(item);
    if (!key) continue;
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
