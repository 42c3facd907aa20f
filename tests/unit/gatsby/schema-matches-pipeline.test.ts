/**
 * The GraphQL types (src/gatsby/schema.ts) and the pipeline's zod schemas
 * (src/pipeline/entities/schemas.ts) describe the same entities: same fields, same nullability,
 * same lists and scalar kinds. A field added to one and not the other fails here.
 *
 * How sourcing maps an entity onto a node (src/gatsby/source-nodes.ts), and so this test:
 * - the entity's `id` becomes the node's own id (from `implements Node`) and, except for
 *   slides, also `key` (pages query `key`; a node's `id` is Gatsby's);
 * - an ImageRef becomes a `File` linked by path (the site never hotlinks);
 * - a brand's `category` slug becomes `categorySlug`, and `category` links to the BrandCategory;
 * - shops, brands and listings get `nameOrder`, their place A to Z by name, ranked at build time;
 *   ShopPlace (the shops' places, ranked the same way) is derived from shops, not an entity of its own;
 *   FoundLogo (a logo the weekly run found, for /editors) is derived from the rows that show one.
 * - an entity's object field (an event's place) is a GraphQL object type of its own (EventPlace),
 *   declared `@dontInfer` without `implements Node`, and checked field by field like a node type.
 */
import { z } from 'zod';
import { createSchemaCustomization } from '../../../src/gatsby/schema';
import {
  brandCategorySchema,
  brandSchema,
  destinationSchema,
  eventPlaceSchema,
  eventSchema,
  holidaySchema,
  imageRefSchema,
  listingSchema,
  searchAliasSchema,
  shopSchema,
  slideSchema,
  weeklyHoursSchema,
} from '../../../src/pipeline/entities/schemas';

type AnyObject = z.ZodObject<z.ZodRawShape>;

const NODE_TYPES: { type: string; schema: AnyObject; key: boolean }[] = [
  { type: 'Shop', schema: shopSchema, key: true },
  { type: 'BrandCategory', schema: brandCategorySchema, key: false },
  { type: 'Brand', schema: brandSchema, key: true },
  { type: 'Listing', schema: listingSchema, key: true },
  { type: 'Event', schema: eventSchema, key: true },
  { type: 'Destination', schema: destinationSchema, key: true },
  { type: 'Slide', schema: slideSchema, key: false },
  { type: 'EventPlace', schema: eventPlaceSchema, key: false },
  { type: 'ShopWeeklyHours', schema: weeklyHoursSchema, key: false },
  { type: 'Holiday', schema: holidaySchema, key: false },
  { type: 'SearchAlias', schema: searchAliasSchema, key: false },
];

/** The object types an entity's object fields become. */
const OBJECT_TYPES = new Map<z.ZodType, string>([
  [eventPlaceSchema, 'EventPlace'],
  [weeklyHoursSchema, 'ShopWeeklyHours'],
]);

/** Node types sourcing ranks by name (`nameOrder`), and the types it derives from an entity. */
const RANKED_TYPES = new Set(['Shop', 'Brand', 'Listing']);
// SuggestForms is data/forms.json kept whole as one JSON text (src/pipeline/check/forms.ts checks it), not an entity of a sheet.
// ShopMap (with its object types) is the province map drawn from the shops and data/maps/ (src/gatsby/province-map.ts).
// ClosedListing is the little a closed shop, brand or community listing's page says (its status 'closed' keeps it out of Shop, Brand and Listing).
// OpenDataFile is a download of /data/ made from the shown entities (src/pipeline/open-data), with its size and rows for the /data page.
const DERIVED_TYPES = [
  'ShopPlace',
  'FoundLogo',
  'SuggestForms',
  'ShopMap',
  'ShopMapProvince',
  'ShopMapPlace',
  'ShopMapInset',
  'ShopMapCity',
  'ClosedListing',
  'OpenDataFile',
];

/** The GraphQL type a zod field becomes, written as in SDL: `String!`, `File`, `[Int!]!`. */
function graphqlTypeOf(field: z.ZodType): string {
  let inner: z.ZodType = field;
  let nullable = false;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) {
    nullable = true;
    inner = inner.unwrap() as z.ZodType;
  }
  let named: string;
  if (inner === imageRefSchema) named = 'File';
  else if (OBJECT_TYPES.has(inner)) named = OBJECT_TYPES.get(inner) ?? '';
  else if (inner instanceof z.ZodArray) named = `[${graphqlTypeOf(inner.element as z.ZodType)}]`;
  else if (inner instanceof z.ZodString || inner instanceof z.ZodEnum) named = 'String';
  else if (inner instanceof z.ZodNumber) named = inner.isInt ? 'Int' : 'Float';
  else if (inner instanceof z.ZodBoolean) named = 'Boolean';
  else throw new Error(`no GraphQL type for a zod ${inner.def.type}; map it in this test and in src/gatsby/schema.ts`);
  return `${named}${nullable ? '' : '!'}`;
}

/** The node fields sourcing creates from an entity schema. */
function expectedFields(type: string, schema: AnyObject, key: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    if (name === 'id') {
      if (key) fields.key = 'String!';
      continue;
    }
    if (type === 'Brand' && name === 'category') {
      fields.categorySlug = graphqlTypeOf(field as z.ZodType);
      fields.category = 'BrandCategory!';
      continue;
    }
    fields[name] = graphqlTypeOf(field as z.ZodType);
  }
  if (RANKED_TYPES.has(type)) fields.nameOrder = 'Int!';
  return fields;
}

/** `type X implements Node @dontInfer { field: Type @directive … }` → { X: { field: 'Type' } }. */
function parseSdl(sdl: string): Record<string, Record<string, string>> {
  const types: Record<string, Record<string, string>> = {};
  for (const match of sdl.matchAll(/type (\w+)(?: implements Node)? @dontInfer \{([^}]*)\}/g)) {
    const fields: Record<string, string> = {};
    for (const line of (match[2] ?? '').split('\n').map((text) => text.trim())) {
      if (line === '' || line.startsWith('"') || line.startsWith('#')) continue; // descriptions, comments
      const field = /^(\w+): (\[*\w+!?(?:\]!?)*)/.exec(line);
      if (!field?.[1] || !field[2]) throw new Error(`cannot read the SDL line '${line}'`);
      fields[field[1]] = field[2];
    }
    types[match[1] ?? ''] = fields;
  }
  return types;
}

function siteSdl(): string {
  let sdl = '';
  const customize = createSchemaCustomization as unknown as (args: { actions: { createTypes(types: string): void } }) => void;
  customize({ actions: { createTypes: (types) => void (sdl += types) } });
  return sdl;
}

function mismatches(sdl: string, nodeTypes = NODE_TYPES): string[] {
  const declared = parseSdl(sdl);
  const problems: string[] = [];
  for (const { type, schema, key } of nodeTypes) {
    const expected = expectedFields(type, schema, key);
    const actual = declared[type];
    if (!actual) {
      problems.push(`${type}: no GraphQL type`);
      continue;
    }
    for (const [name, graphqlType] of Object.entries(expected)) {
      if (!(name in actual)) problems.push(`${type}.${name}: in the zod schema (${graphqlType}), not in the GraphQL type`);
      else if (actual[name] !== graphqlType) problems.push(`${type}.${name}: zod says ${graphqlType}, GraphQL says ${actual[name]}`);
    }
    for (const name of Object.keys(actual)) if (!(name in expected)) problems.push(`${type}.${name}: in the GraphQL type, not in the zod schema`);
  }
  return problems;
}

describe('the GraphQL node types and the pipeline’s zod schemas', () => {
  const sdl = siteSdl();

  it('declare every sourced entity', () => {
    expect(Object.keys(parseSdl(sdl)).sort()).toEqual([...NODE_TYPES.map((node) => node.type), ...DERIVED_TYPES].sort());
  });

  it('agree on every field: name, nullability, list and scalar kind', () => {
    expect(mismatches(sdl)).toEqual([]);
  });

  it('disagree when a field is added to one side only, or its nullability changes', () => {
    const withExtraGraphqlField = sdl.replace('type Shop implements Node @dontInfer {', 'type Shop implements Node @dontInfer {\n      phone: String');
    expect(mismatches(withExtraGraphqlField)).toEqual(['Shop.phone: in the GraphQL type, not in the zod schema']);

    const withExtraZodField = NODE_TYPES.map((node) => (node.type === 'Event' ? { ...node, schema: eventSchema.extend({ date: z.string() }) } : node));
    expect(mismatches(sdl, withExtraZodField)).toEqual(['Event.date: in the zod schema (String!), not in the GraphQL type']);

    const withNullableName = sdl.replace(/(type Listing[^}]*?)name: String!/, '$1name: String');
    expect(mismatches(withNullableName)).toEqual(['Listing.name: zod says String!, GraphQL says String']);
  });
});
