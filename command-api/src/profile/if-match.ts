/** `If-Match: "3"` (or `W/"3"`, or `3`) → 3; absent → null; anything else → undefined. */
export function parseIfMatch(header: string): number | null | undefined {
  if (!header) return null;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return m ? Number(m[1]) : undefined;
}
