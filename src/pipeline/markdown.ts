/**
 * Sheet text inside Markdown (the GitHub job summary, the data-quality report). A cell is editor
 * input, and on GitHub a cell that reads `[x](https://evil.example)` or `![](https://evil.example/a.png)`
 * would become a live link or a remote image on the job page. Every character that can open a
 * link, an image, HTML, code, emphasis or a table cell (`[ ] < > \ ` * _ ~ | @`) is escaped with a
 * backslash (CommonMark lets any ASCII punctuation be escaped, and the escape is not shown), and
 * the two ways GitHub turns bare text into a link, `scheme://` and `www.`, are broken the same
 * way. Parentheses and '!' are left as they are: without a '[' they open nothing, and the raw
 * report stays readable. Line breaks become spaces, so a value
 * stays on its own list line or table cell.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, ' ')
    .replace(/[\\`*_[\]<>|~@]/g, '\\$&')
    .replace(/:\/\//g, '\\://')
    .replace(/\b(www)\./gi, '$1\\.');
}
