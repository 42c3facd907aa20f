// Build-time code lives in src/gatsby/, one module per Gatsby API.
export { createSchemaCustomization } from './src/gatsby/schema';
export { sourceNodes } from './src/gatsby/source-nodes';
export { createPages } from './src/gatsby/create-pages';
export { onCreatePage } from './src/gatsby/editors-page';
export { onCreateWebpackConfig } from './src/gatsby/webpack-config';
export { onPostBuild } from './src/gatsby/post-build';
