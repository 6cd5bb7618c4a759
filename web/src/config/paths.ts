/** The plans that can be bought on a screen (Enterprise is a conversation: /contact). */
export const checkoutPlans = ['basic', 'premium'] as const;
export type CheckoutPlan = (typeof checkoutPlans)[number];

export function checkoutPlanOf(value: string | null | undefined): CheckoutPlan | null {
  return (checkoutPlans as readonly string[]).includes(value ?? '')
    ? (value as CheckoutPlan)
    : null;
}

/** Every route of the app in one place; pages link with `paths.x.getHref()`. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  faq: { path: '/faq', getHref: () => '/faq' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  contact: {
    path: '/contact',
    /** With a subject: the contact form opens with it filled in. */
    getHref: (subject?: string | null) =>
      subject ? `/contact?subject=${encodeURIComponent(subject)}` : '/contact',
  },
  about: { path: '/about', getHref: () => '/about' },
  helpCenter: { path: '/help-center', getHref: () => '/help-center' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  auth: {
    login: {
      path: '/login',
      /** `reason`: why the session ended (the page says it). */
      getHref: (redirectTo?: string | null, reason?: 'role-changed' | null) => {
        const params = new URLSearchParams();
        if (redirectTo) params.set('redirectTo', redirectTo);
        if (reason) params.set('reason', reason);
        const query = params.toString();
        return query ? `/login?${query}` : '/login';
      },
    },
    register: {
      path: '/register',
      /** With a plan: sign-up, onboarding, then straight to that plan's checkout. */
      getHref: (plan?: CheckoutPlan | null) =>
        plan ? `/register?plan=${encodeURIComponent(plan)}` : '/register',
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    onboarding: {
      path: '/onboarding',
      /** With `next`: where to go once the profile is complete (a path of this app). */
      getHref: (next?: string | null) =>
        next ? `/onboarding?next=${encodeURIComponent(next)}` : '/onboarding',
    },
    checkout: {
      path: '/checkout',
      /** Buying a plan: Premium at once; Basic for a chosen CV (`cv`). */
      getHref: (plan?: CheckoutPlan | null, cvId?: string | null) =>
        plan
          ? `/checkout?plan=${plan}${cvId ? `&cv=${encodeURIComponent(cvId)}` : ''}`
          : '/checkout',
    },
    profile: { path: '/profile', getHref: () => '/profile' },
    settings: { path: '/settings', getHref: () => '/settings' },
    createCv: {
      path: '/create-cv',
      /** With an id: re-open that CV's stored result; with a step, that step of it. */
      getHref: (cvId?: string | null, step?: 'payment' | null) =>
        cvId
          ? `/create-cv?cv=${encodeURIComponent(cvId)}${step ? `&step=${step}` : ''}`
          : '/create-cv',
    },
    admin: {
      path: '/admin',
      /** A tab of the admin panel (dashboard without one), with extra params (`user`, `cv`). */
      getHref: (tab?: string | null, params: Record<string, string> = {}) => {
        const search = new URLSearchParams(
          tab && tab !== 'dashboard' ? { tab, ...params } : params,
        );
        const text = search.toString();
        return text ? `/admin?${text}` : '/admin';
      },
    },
  },
} as const;

/**
 * Where to go after signing in: only a path inside this app (no `//host` or `https://…`),
 * never back to the sign-in pages themselves.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  const pathname = target.split(/[?#]/)[0];
  if (pathname === paths.auth.login.path || pathname === paths.auth.register.path) return fallback;
  return target;
}
