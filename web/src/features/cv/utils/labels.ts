import type { TFunction } from 'i18next';

type Group = 'sections' | 'industries' | 'languages';

/**
 * A translated name for a key the engine sends (section, industry, language). Keys the
 * catalogue does not know yet are shown as sent rather than hidden.
 */
export function cvLabel(t: TFunction, group: Group, key: string): string {
  const slug = key.replace(/[^A-Za-z0-9]+/g, '_');
  return t(`cv.${group}.${slug}` as never, { defaultValue: key }) as string;
}
