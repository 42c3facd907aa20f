// Build-time code lives in src/gatsby/, one module per Gatsby API.
export { createPages } from './src/gatsby/create-pages';
