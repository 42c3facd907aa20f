// Build-time code lives in src/gatsby/, one module per Gatsby API.
export { createSchemaCustomization } from './src/gatsby/schema';
export { sourceNodes } from './src/gatsby/source-nodes';
export { createPages } from './src/gatsby/create-pages';
export { onCreateWebpackConfig } from './src/gatsby/webpack';
