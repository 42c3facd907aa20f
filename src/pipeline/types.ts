/**
 * The contract between the data pipeline and everything that reads it (the Gatsby sourcing in
 * src/gatsby, the report script, the tests), in one import: the entities (declared once, as zod
 * schemas in ./entities/schemas.ts) and the report's findings and outcomes (./report/types.ts).
 * Nothing inside the pipeline imports this file: its rooms import the low entities and the high
 * report types apart.
 */
export { DIRECTORIES, SEARCH_ALIAS_KINDS } from './entities/schemas';
// The entity types are inferred from the zod schemas, one per entity.
export type { Brand, BrandCategory, CyclingEvent, Destination, DirectorySlug, ImageRef, Listing, SearchAlias, SearchAliasKind, Shop, Slide } from './entities/schemas';
export type * from './report/types';
