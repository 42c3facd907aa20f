/**
 * The columns several sheets share, each with its reader (../read-cells) and the rules it runs.
 * A sheet's own column (a shop's location, a brand's category) lives in that sheet's file.
 */
import type { ImageRef } from '../types';
import { readLink, readLogo, readPicture, readSource, requireName } from '../read-cells';
import { imageFetchedCopyMissing } from '../rules/image-fetched-copy-missing';
import { imageFetchedCopyUnusable } from '../rules/image-fetched-copy-unusable';
import { imageNotFetched } from '../rules/image-not-fetched';
import { linkHttp } from '../rules/link-http';
import { linkInvalid } from '../rules/link-invalid';
import { linkLookalikeHost } from '../rules/link-lookalike-host';
import { linkRequired } from '../rules/link-required';
import { linkTooLong } from '../rules/link-too-long';
import { foundLogoUnusable } from '../rules/found-logo-unusable';
import { logoUnusable } from '../rules/logo-unusable';
import { nameFormula } from '../rules/name-formula';
import { nameInvisibleOnly } from '../rules/name-invisible-only';
import { nameRequired } from '../rules/name-required';
import { nameTooLong } from '../rules/name-too-long';
import { pictureRequired } from '../rules/picture-required';
import { pictureUnusable } from '../rules/picture-unusable';
import { sourceOsmReference } from '../rules/source-osm-reference';
import { REJECTED, type Column, type FetchedAs } from './define-sheet';

/** Header names that mean the logo column. */
export const LOGO_HEADER_ALIASES = { img: 'logo', imgsrc: 'logo', image: 'logo' } as const;

/** A column data:fetch works on: its type says so, so the entity must keep the column's value (defineSheet). */
export type FetchedColumn<T, As extends FetchedAs = FetchedAs> = Column<T> & { fetch: As };

const FETCHED_COPY_RULES = [imageNotFetched, imageFetchedCopyMissing, imageFetchedCopyUnusable];

/** Every row's name: required; an unusable name rejects the row. */
export function nameColumn(): Column<string> {
  return {
    required: true,
    rules: [nameRequired, nameInvisibleOnly, nameTooLong, nameFormula],
    read: (cell, { log, row, what }) => requireName(log, row, cell, what) ?? REJECTED,
  };
}

/** A link the row needs (an empty or unusable one rejects it). */
export function requiredLinkColumn(): FetchedColumn<string, 'link'> {
  return {
    fetch: 'link',
    required: true,
    rules: [linkRequired, linkTooLong, linkInvalid, linkLookalikeHost, linkHttp],
    read: (cell, { log, row, column, what }) => readLink(log, row, column, cell, true, what) ?? REJECTED,
  };
}

/** A link the row may leave empty (null); an unusable one rejects the row. */
export function optionalLinkColumn(): FetchedColumn<string | null, 'link'> {
  return {
    fetch: 'link',
    required: false,
    rules: [linkTooLong, linkInvalid, linkLookalikeHost, linkHttp],
    read: (cell, { log, row, column, what }) => {
      const link = readLink(log, row, column, cell, false, what);
      return link === undefined ? REJECTED : link;
    },
  };
}

/** An optional logo: problems are for review, and the row keeps no logo. */
export function logoColumn(): FetchedColumn<ImageRef | null, 'logo'> {
  return {
    fetch: 'logo',
    required: false,
    rules: [logoUnusable, ...FETCHED_COPY_RULES, foundLogoUnusable],
    // The link is read before the logo in every sheet: a found logo belongs to the row's page.
    read: (cell, { log, row, context, before }) => readLogo(log, row, cell, context, typeof before.link === 'string' ? before.link : null),
  };
}

/** A picture the page cannot do without (a poster, a thumbnail): problems reject the row. */
export function pictureColumn(): FetchedColumn<ImageRef, 'picture'> {
  return {
    fetch: 'picture',
    required: true,
    rules: [pictureRequired, pictureUnusable, ...FETCHED_COPY_RULES],
    read: (cell, { log, row, column, context, what }) => readPicture(log, row, column, cell, context, what) ?? REJECTED,
  };
}

/** The optional source column: any text, an OpenStreetMap reference written one way. */
export function sourceColumn(): Column<string | null> {
  return {
    required: false,
    rules: [sourceOsmReference],
    read: (cell, { log, row }) => readSource(log, row, cell),
  };
}
