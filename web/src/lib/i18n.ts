import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import idCore from '../locales/id/core.json';

export const LANGUAGE_STORAGE_KEY = 'karier-lang';
export const languages = ['id', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The texts come in parts (`locales/<lang>/<part>.json`, each holding whole top-level sections
 * of the one `translation` namespace), so a page downloads only what it shows: the Indonesian
 * `core` part (navigation, footer, landing page) ships with the app, every other part is loaded
 * by the page that needs it (`loadTexts`), and a language by the switch to it.
 */
export type TextPart =
  'core' | 'landing' | 'app' | 'admin' | 'faq' | 'pricing' | 'contact' | 'about' | 'help' | 'legal';

const parts = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/id/core.json',
]);

function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode); Indonesian is the default anyway.
  }
  return 'id';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'id';
}

/** Parts some page has asked for: a language switch loads them in the new language first. */
const wanted = new Set<TextPart>(['core']);
const loaded = new Map<string, Promise<void>>([['id/core', Promise.resolve()]]);

function loadPart(lang: Language, part: TextPart): Promise<void> {
  const key = `${lang}/${part}`;
  let done = loaded.get(key);
  if (!done) {
    const load = parts[`../locales/${key}.json`];
    if (!load) throw new Error(`No texts ${key}`);
    done = load().then((module) => {
      i18n.addResourceBundle(lang, 'translation', module.default, true, true);
    });
    // A failed download (offline) may be tried again by the next page.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/** Makes the given parts of the texts available in the current language. */
export async function loadTexts(textParts: readonly TextPart[]): Promise<void> {
  for (const part of textParts) wanted.add(part);
  await Promise.all(textParts.map((part) => loadPart(currentLanguage(), part)));
}

export async function changeLanguage(lang: Language) {
  await Promise.all([...wanted].map((part) => loadPart(lang, part)));
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered across visits, but still switched for this one.
  }
  return i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

const initial = storedLanguage();

void i18n.use(initReactI18next).init({
  resources: { id: { translation: idCore } },
  lng: 'id',
  fallbackLng: 'id',
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Resolves once the visitor's language can be shown (English is downloaded first). */
export const i18nReady: Promise<unknown> =
  initial === 'id' ? Promise.resolve() : changeLanguage(initial).catch(() => undefined);

export default i18n;
