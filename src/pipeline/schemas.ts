/**
 * One zod schema per entity: what the pipeline promises to hand the site. The readers in
 * entities.ts enforce these rules row by row with messages for editors; these schemas state
 * the result in one place, and the tests check every entity the pipeline produces against them.
 */
import { z } from 'zod';
import { DIRECTORIES } from './types';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase kebab-case ASCII');
const webLink = z.string().regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, 'an absolute http(s) address');
const imageRef = z.discriminatedUnion('kind', [
  // a path inside the data folder: not absolute, no '..' segment
  z.object({ kind: z.literal('local'), file: z.string().regex(/^(?!\/)(?!(.*\/)?\.\.(\/|$))[^\\]+$/, 'a path inside the data folder') }),
  z.object({
    kind: z.literal('remote'),
    url: z.string().regex(/^https:\/\/[^\s]+$/, 'an https: address'),
    cached: z.string().regex(/^cache\/images\/[a-f0-9]{64}\.(png|jpg|webp|avif|gif)$/, 'a file of the fetched-image cache').optional(),
  }),
]);
const name = z.string().min(1).refine((value) => value === value.trim() && !/\s{2,}|\n/.test(value), 'whitespace folded');
const row = z.number().int().min(2);

export const shopSchema = z.object({
  id: slug,
  name,
  slug,
  location: name,
  city: z.string().min(1).nullable(),
  province: z.string().min(1).nullable(),
  region: z.string(), // '' only when the place was not recognised (reported for review)
  link: webLink.nullable(),
  logo: imageRef.nullable(),
  source: z.string().min(1).nullable(),
  sourceRow: row,
});

export const brandCategorySchema = z.object({
  slug,
  name: z.string().min(1),
  icon: z.string().min(1),
  color: z.string().min(1),
  description: z.string().min(1),
  order: z.number().int().min(1),
  comingSoon: z.boolean(),
});

export const brandSchema = z.object({ id: slug, name, slug, category: slug, link: webLink.nullable(), logo: imageRef.nullable(), sourceRow: row });

export const listingSchema = z.object({ id: slug, directory: z.enum(DIRECTORIES), name, slug, link: webLink, logo: imageRef.nullable(), sourceRow: row });

export const eventSchema = z.object({ id: slug, name, image: imageRef, link: webLink, sourceRow: row });

export const destinationSchema = z.object({ id: slug, name, thumbnail: imageRef, path: z.string().regex(/^\/(?![/\\])[^\s\\?#]*$/, 'a path of this site'), sourceRow: row });

export const slideSchema = z.object({
  id: z.string().min(1),
  order: z.number().int().min(1).max(5),
  image: imageRef,
  link: webLink.nullable(),
  fit: z.enum(['cover', 'contain']),
  alt: z.string().min(1),
});
