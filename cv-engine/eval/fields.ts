/** How the evals compare a contact field read against the one labelled (or generated). */

export function normaliseField(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = v.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').replace(/\/+$/u, '').trim();
  return s === '' ? null : s;
}

/**
 * LinkedIn is labelled "as printed": a URL, "linkedin.com/in/x" or a bare handle next to an
 * icon. All three name the same profile, so the comparison is on the handle.
 */
export function linkedinHandle(v: string | null | undefined): string | null {
  const s = normaliseField(v);
  if (s === null) return null;
  return s
    .replace(/^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\//u, '')
    .replace(/^\/?in\//u, '');
}
