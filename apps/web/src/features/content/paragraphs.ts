/**
 * Server content is plain text with paragraphs separated by blank lines; it is never HTML. Splits it
 * into paragraphs (single line breaks stay inside a paragraph).
 */
export function toParagraphs(content: string | null | undefined): string[] {
  return (content ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}
