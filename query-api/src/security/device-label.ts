import { UAParser } from 'ua-parser-js';

/**
 * A session's device as a person reads it ("Chrome · Linux", "Safari · iOS · iPhone") instead of
 * the raw User-Agent; null when the header names neither a browser nor a system.
 */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent.slice(0, 512)).getResult();
  const parts = [browser.name, os.name, device.model].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? [...new Set(parts)].join(' · ') : null;
}
