/**
 * Text from a sheet, a file or a web page inside Markdown: the one escaping every Markdown writer
 * of the project uses (the data-quality report, the job summary, the pull request's body, the
 * data:fetch report). Such text is editor input, and on GitHub a cell that reads
 * `[x](https://evil.example)`, `![](…)`, `<img …>` or `@team` would become a live link, a remote
 * image, HTML or a notification.
 *
 * - Every ASCII character that can open a link, an image, HTML, an entity, code, emphasis or a
 *   table cell (`\ ` * _ [ ] < > & | ~`) is escaped with a backslash: CommonMark lets any ASCII
 *   punctuation be escaped, and the escape is not shown.
 * - The ways bare text becomes a link, `scheme://`, `//host` and `www.`, are broken the same way
 *   (a backslash inside the pattern: `https:/\/`, `www\.`).
 * - GitHub finds @mentions, team mentions and issue references (`#12`) in the rendered text,
 *   after Markdown, so a backslash does not stop them (github/markup#1168). Only code is left
 *   alone: each `@` and `#`, and the '-' of `GH-12`, becomes a one-character code span, shown as
 *   the same character. That also breaks e-mail autolinks (`a@b.example`). (A commit hash is
 *   linked only when it is one of this repository's own, and is left as it is.)
 * - A line that starts with `#`, `-`, `+`, `=` or `1.` is escaped there, so a value that starts a
 *   list item or a heading does not become another heading or list.
 * - Line breaks become spaces, so a value stays on its own list line or table cell.
 *
 * Parentheses and '!' are left as they are: without a '[' they open nothing, and the raw report
 * stays readable.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, ' ')
    .replace(/[\\`*_[\]<>&|~]/g, '\\$&')
    .replace(/\/\//g, '/\\/')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/^(\s*)([-+=]|\d+[.)])/, (_match, space: string, start: string) => `${space}${start.replace(/[-+=.)]$/, '\\$&')}`)
    .replace(/[@#]/g, '`$&`')
    .replace(/\b(GH)-(?=\d)/gi, '$1`-`');
}
