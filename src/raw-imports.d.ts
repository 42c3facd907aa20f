/** A file's text, imported with `?raw` (see src/gatsby/webpack-config.ts). */
declare module '*?raw' {
  const text: string;
  export default text;
}
