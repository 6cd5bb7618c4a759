/**
 * A quote for a finding: whole when it fits, else cut at a word boundary with an ellipsis
 * (never mid-word, never without a sign that it goes on).
 */
export function clip(text: string, max: number): string {
  const t = text.trim().replace(/\s+/gu, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space >= max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.\-–—(]+$/u, '')}…`;
}
