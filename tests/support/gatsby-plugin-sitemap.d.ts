/** The plugin's Node API as tests/unit/gatsby/sitemap.test.ts runs it (the package ships no types). */
declare module 'gatsby-plugin-sitemap/gatsby-node' {
  import type { ObjectSchema, PluginOptionsSchemaJoi } from 'gatsby-plugin-utils';

  export function pluginOptionsSchema(api: { Joi: PluginOptionsSchemaJoi }): ObjectSchema;
  export function onPostBuild(
    api: {
      graphql: (query: string) => Promise<{ data: unknown; errors?: unknown }>;
      reporter: { verbose(message: string): void; panic(message: string, error?: Error): void };
      basePath: string;
      pathPrefix: string;
    },
    options: Record<string, unknown>,
  ): Promise<unknown>;
}
