/** A file's text, imported with `?raw` (see src/gatsby/webpack.ts). */
declare module '*?raw' {
  const text: string;
  export default text;
}
