/**
 * What crawlers and link previews see. The server (infra/src/web-static.ts) puts each public
 * page's title, description and Open Graph tags into the HTML it serves, from a manifest the
 * web build writes (`dist/seo-manifest.json`, see vite.config.ts) out of the same Indonesian
 * texts the pages show; it also answers /robots.txt and /sitemap.xml from it. With each page
 * comes the code it loads beyond the first chunk (`module` and its Indonesian texts), which the
 * server preloads, and the API answer it opens with (`data`), so a first visit to /pricing
 * fetches it all at once instead of in turns.
 */
export const publicPages = [
  { path: '/', part: 'core', section: 'landing', exactTitle: true },
  { path: '/faq', part: 'faq', section: 'faq', module: 'app/routes/public/faq.tsx' },
  {
    path: '/pricing',
    part: 'pricing',
    section: 'pricing',
    module: 'app/routes/public/pricing.tsx',
  },
  {
    path: '/contact',
    part: 'contact',
    section: 'contact',
    module: 'app/routes/public/contact.tsx',
  },
  {
    path: '/about',
    part: 'about',
    section: 'about',
    module: 'app/routes/public/about.tsx',
    data: '/api/public/stats',
  },
  {
    path: '/help-center',
    part: 'help',
    section: 'help',
    module: 'app/routes/public/help-center.tsx',
  },
  {
    path: '/privacy',
    part: 'legal',
    section: 'legal.privacy',
    module: 'app/routes/public/privacy.tsx',
  },
  { path: '/terms', part: 'legal', section: 'legal.terms', module: 'app/routes/public/terms.tsx' },
  {
    path: '/cookies',
    part: 'legal',
    section: 'legal.cookies',
    module: 'app/routes/public/cookies.tsx',
  },
] as const;

/** Signed-in areas, one-time links and the API: never crawled (robots.txt, `noindex`). */
export const privatePaths = [
  '/admin',
  '/dashboard',
  '/profile',
  '/settings',
  '/create-cv',
  '/onboarding',
  '/reset-password',
  '/auth/',
  '/api/',
] as const;

export const SITE_NAME = 'Karier';

/** "<page> — Karier", or the title as given for the home page. */
export function pageTitle(title: string, exact = false): string {
  return exact ? title : `${title} — ${SITE_NAME}`;
}
