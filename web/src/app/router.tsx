import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from '../lib/router.tsx';
import { paths } from '../config/paths.ts';
import { lazyPage } from './lazy-page.ts';
import { LandingRoute } from './routes/landing.tsx';
import { RootLayout } from './routes/root.tsx';

// Declarative routes on the app's own small router (lib/router.tsx): React Router would add some
// 13 KB gzipped to every first visit. The landing page ships with the app; every other page is
// its own chunk.
const Faq = lazyPage(() => import('./routes/public/faq.tsx'), 'FaqRoute', ['faq']);
const Pricing = lazyPage(
  () => import('./routes/public/pricing.tsx'),
  'PricingRoute',
  ['pricing'],
  () =>
    import('../features/payments/api/get-pricing.ts').then(
      (m) => (queryClient) => queryClient.prefetchQuery(m.getPricingQueryOptions()),
    ),
);
const Contact = lazyPage(() => import('./routes/public/contact.tsx'), 'ContactRoute', ['contact']);
const About = lazyPage(
  () => import('./routes/public/about.tsx'),
  'AboutRoute',
  ['about'],
  () =>
    import('../features/stats/api/get-public-stats.ts').then(
      (m) => (queryClient) => queryClient.prefetchQuery(m.getPublicStatsQueryOptions()),
    ),
);
const HelpCenter = lazyPage(() => import('./routes/public/help-center.tsx'), 'HelpCenterRoute', [
  'help',
]);
const Privacy = lazyPage(() => import('./routes/public/privacy.tsx'), 'PrivacyRoute', ['legal']);
const Terms = lazyPage(() => import('./routes/public/terms.tsx'), 'TermsRoute', ['legal']);
const Cookies = lazyPage(() => import('./routes/public/cookies.tsx'), 'CookiesRoute', ['legal']);
const AppRoutes = lazy(() => import('./app-routes.tsx').then((m) => ({ default: m.AppRoutes })));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.home.path} element={<RootLayout />}>
          <Route index element={<LandingRoute />} />
          <Route path={paths.faq.path} element={<Faq />} />
          <Route path={paths.pricing.path} element={<Pricing />} />
          <Route path={paths.contact.path} element={<Contact />} />
          <Route path={paths.about.path} element={<About />} />
          <Route path={paths.helpCenter.path} element={<HelpCenter />} />
          <Route path={paths.privacy.path} element={<Privacy />} />
          <Route path={paths.terms.path} element={<Terms />} />
          <Route path={paths.cookies.path} element={<Cookies />} />
          <Route path="*" element={<AppRoutes />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
