/** Copy in src/content writes the site's name as `{product}`; pages fill it in from siteMetadata. */
export function withProduct(text: string, product: string): string {
  return text.replaceAll('{product}', product);
}
