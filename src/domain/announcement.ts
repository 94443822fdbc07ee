/** docs/product.md §9: a card shows the description cut at 220 characters, plus '...'. */
export const EXCERPT_LENGTH = 220;

/** The text cut at a word boundary to at most `max` characters plus '...'; a single longer word is cut at `max`. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, max);
  return `${cut.replace(/[\s,;:.-]+$/, '')}...`;
}
