import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';

const reason = browserUnavailable();

/** Every public page, with the heading it opens with (Indonesian, the default language). */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Lebih cepat diterima kerja dengan analisis CV yang jujur' },
  { path: '/faq', heading: 'Pertanyaan yang sering diajukan' },
  { path: '/pricing', heading: 'Harga yang jelas, tanpa biaya tersembunyi' },
  { path: '/contact', heading: 'Ada yang bisa kami bantu?' },
  { path: '/about', heading: 'CV yang lebih kuat, tanpa basa-basi' },
  { path: '/help-center', heading: 'Bagaimana kami bisa membantu?' },
  { path: '/privacy', heading: 'Kebijakan Privasi' },
  { path: '/terms', heading: 'Syarat & Ketentuan' },
  { path: '/cookies', heading: 'Kebijakan Cookie' },
] as const;

interface Pricing {
  freeAnalysesPerMonth: number;
  plans: { id: string; amount: number | null; originalAmount: number | null }[];
}
interface Stats {
  cvsAnalysed: number;
  professionalsHelpedThisWeek: number;
  users: number;
}

const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;
/** Text content with no-break spaces read as spaces. */
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\u00a0/g, ' ');

describe.skipIf(reason)('the public site in the browser', () => {
  const suite = useBrowserApp();
  let app: TestApp;
  let page: Page;

  const getJson = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(new URL(path, app.url), { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    app = suite.app;
    // One analysed CV, so the live figures are not all zero. The figures are computed once a
    // minute: the first read waits (X-Karier-Position) until the projections have the analysis.
    const res = await fetch(new URL('/api/auth/register', app.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Rina Figur',
        email: `rina-${randomUUID().slice(0, 8)}@example.com`,
        password: 'rahasia-123',
      }),
    });
    const { token } = (await res.json()) as { token: string };
    const fixture = await indonesianOneColumnCv();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(fixture.buffer)], { type: 'application/pdf' }),
      'CV Rina.pdf',
    );
    const upload = await fetch(new URL('/api/process-cv', app.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { position } = (await upload.json()) as { position: number };
    const stats = await getJson<{ data: Stats }>('/api/public/stats', {
      'X-Karier-Position': String(position),
    });
    expect(stats.data.cvsAnalysed).toBe(1);
  });
  beforeEach(() => {
    ({ page } = suite);
  });

  /** The site's address in absolute URLs: APP_URL, by default http://localhost:<its port>. */
  const site = () => `http://localhost:${new URL(app.url).port}`;

  it('renders every public page with its heading, title and description — the same the server serves', async () => {
    for (const { path, heading } of PUBLIC_PAGES) {
      const html = await (await fetch(new URL(path, app.url))).text();
      const serverTitle = html.match(/<title>([^<]*)<\/title>/)![1]!.replace(/&amp;/g, '&');
      const serverDescription = html
        .match(/<meta name="description" content="([^"]*)"/)![1]!
        .replace(/&amp;/g, '&');
      expect(html).toContain(`<link rel="canonical" href="${site()}${path}" />`);
      expect(html).toContain(
        `<meta property="og:title" content="${serverTitle.replace(/&/g, '&amp;')}" />`,
      );

      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForFunction((title) => document.title === title, serverTitle);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        serverDescription,
      );
      // Header and footer on every page.
      await page.getByRole('navigation', { name: 'Navigasi utama' }).waitFor();
      await page.getByRole('navigation', { name: 'Tautan situs' }).waitFor();
    }
  });

  it('serves robots.txt and sitemap.xml; private pages are noindex', async () => {
    const robots = await (await fetch(new URL('/robots.txt', app.url))).text();
    for (const path of ['/admin', '/dashboard', '/settings', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain(`Sitemap: ${site()}/sitemap.xml`);
    const sitemap = await (await fetch(new URL('/sitemap.xml', app.url))).text();
    for (const { path } of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${site()}${path}</loc>`);
    const admin = await (await fetch(new URL('/admin', app.url))).text();
    expect(admin).toContain('<meta name="robots" content="noindex" />');
  });

  it('follows every footer link to a page that exists', async () => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Tautan situs' });
    await footer.getByRole('link').first().waitFor();
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/faq',
        '/pricing',
        '/help-center',
        '/about',
        '/contact',
        '/terms',
        '/privacy',
        '/cookies',
      ]),
    );
    for (const href of hrefs) {
      await page.goto('/');
      await footer
        .getByRole('link')
        .and(page.locator(`[href="${href}"]`))
        .click();
      await page.waitForURL((u) => u.pathname === href);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('Halaman Tidak Ditemukan').count()).toBe(0);
    }
  });

  it('opens and closes each FAQ answer on its own', async () => {
    await page.goto('/faq');
    const questions = page.getByRole('button', { expanded: false });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const names = [
      'Bagaimana AI menganalisis CV saya?',
      'Apakah data saya aman?',
      'Berapa lama proses analisis?',
      'Format file apa saja yang didukung?',
      'Berapa CV yang bisa saya analisis secara gratis?',
    ];
    for (const name of names) {
      expect(await page.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(await questions.count()).toBeGreaterThanOrEqual(5);
    const formats = page.getByRole('button', { name: names[3] });
    const free = page.getByRole('button', { name: names[4] });
    await formats.click();
    await page.getByText(/PDF dan DOCX, dengan ukuran maksimal 10 MB/).waitFor();
    await free.click();
    await page
      .getByText(/yang tanpa batas di Premium adalah unduhan CV revisi selama 7 hari/)
      .waitFor();
    // Both open at once; closing one leaves the other.
    expect(await formats.getAttribute('aria-expanded')).toBe('true');
    await formats.click();
    expect(await formats.getAttribute('aria-expanded')).toBe('false');
    expect(await free.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(
      `#${(await formats.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`,
    );
    expect(await panel.isHidden()).toBe(true);
    // Keyboard: Enter toggles too.
    await page.getByRole('button', { name: names[1] }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: names[1] }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.getByRole('link', { name: 'Buka Pusat Bantuan' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Hubungi Kami' }).waitFor();
  });

  it('shows the prices of GET /api/pricing, and each plan button leads where it should', async () => {
    const { data } = await getJson<{ data: Pricing }>('/api/pricing');
    const plan = (id: string) => data.plans.find((p) => p.id === id)!;
    await page.goto('/pricing');
    const basic = page.getByTestId('plan-basic');
    const premium = page.getByTestId('plan-premium');
    const enterprise = page.getByTestId('plan-enterprise');
    await basic.getByTestId('price').waitFor();
    expect(await basic.getByTestId('price').textContent()).toBe(rupiah(plan('basic').amount!));
    expect(await premium.getByTestId('price').textContent()).toBe(rupiah(plan('premium').amount!));
    expect(await premium.getByTestId('original-price').textContent()).toBe(
      rupiah(plan('premium').originalAmount!),
    );
    expect(await premium.getByText('Rekomendasi kami').count()).toBe(1);
    await enterprise.getByText('Harga sesuai kebutuhan').waitFor();
    // The header: the cheapest paid plan and the promotion, both computed from the list.
    const cheapest = Math.min(
      ...data.plans.map((p) => p.amount ?? 0).filter((amount) => amount > 0),
    );
    expect(await text(page, 'h1 + p')).toContain(`mulai dari ${rupiah(cheapest)}`);
    const percent = Math.round(
      (1 - plan('premium').amount! / plan('premium').originalAmount!) * 100,
    );
    await page.getByText(`Promo Premium: hemat ${percent}%`).waitFor();
    expect(percent).toBe(50);
    await premium
      .getByText(`${plan('premium').analyses} analisis AI tambahan`, { exact: false })
      .waitFor();

    for (const [card, target] of [
      [basic, '/register'],
      [premium, '/register'],
      [enterprise, '/contact'],
    ] as const) {
      await page.goto('/pricing');
      await card.getByRole('link').click();
      await page.waitForURL((u) => u.pathname === target);
    }
  });

  it('shows the live figures of GET /api/public/stats, and a plain sentence when they are zero or fail', async () => {
    const { data } = await getJson<{ data: Stats }>('/api/public/stats');
    expect(data.cvsAnalysed).toBeGreaterThan(0);
    // This app's few CVs: below the floors, one sentence in the page's language, no figure
    // (issue 26: a fresh install said '4 CV telah dianalisis').
    expect(data.cvsAnalysed).toBeLessThan(100);
    await page.goto('/');
    await page.getByTestId('stats-note').waitFor();
    expect(await page.getByTestId('stats-note').textContent()).toBe(
      'Karier baru saja dibuka. Unggah CV Anda dan jadilah salah satu yang pertama mendapatkan analisisnya.',
    );
    expect(await page.getByTestId('stat-cvsAnalysed').count()).toBe(0);

    // Past their floors, the live figures show as the server gives them.
    const grown = { ...data, cvsAnalysed: 1234, professionalsHelpedThisWeek: 56, users: 789 };
    await page.route('**/api/public/stats', (route) =>
      route.fulfill({ json: { success: true, data: grown } }),
    );
    await page.goto('/');
    const count = new Intl.NumberFormat('id-ID');
    await page.getByTestId('stat-cvsAnalysed').waitFor();
    expect(await page.getByTestId('stat-cvsAnalysed').textContent()).toBe(count.format(1234));
    expect(await page.getByTestId('stat-professionalsHelpedThisWeek').textContent()).toBe('56');
    expect(await page.getByTestId('stat-users').textContent()).toBe('789');
    await page.unroute('**/api/public/stats');

    await page.route('**/api/public/stats', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: { ...data, cvsAnalysed: 0, cvsAnalysedThisWeek: 0, professionalsHelpedThisWeek: 0 },
        },
      }),
    );
    await page.goto('/about');
    await page.getByText('Belum ada CV yang dianalisis. Jadilah yang pertama!').waitFor();
    await page.unroute('**/api/public/stats');
    await page.route('**/api/public/stats', (route) => route.abort());
    await page.goto('/');
    await page.getByText('Angka terbaru belum dapat dimuat.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('stat-cvsAnalysed').count()).toBe(0);
  });

  it("'Mulai Gratis' carries the email into the register form; 'see how it works' scrolls to the steps", async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Lihat cara kerjanya' }).click();
    await page.waitForURL((u) => u.hash === '#cara-kerja');
    const steps = page.getByRole('heading', { name: 'Cara kerjanya' });
    await steps.waitFor();
    expect(await steps.isVisible()).toBe(true);
    expect(await page.locator('#cara-kerja ol > li').count()).toBe(3);

    // Not an address: refused in place, nothing carried into the sign-up form.
    await page.getByLabel('Email Anda').fill('bukan-email');
    await page.getByRole('button', { name: 'Mulai Gratis' }).click();
    await page.getByRole('alert').getByText('Masukkan alamat email yang valid').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByLabel('Email Anda').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email Anda').fill('dewi.lestari@example.com');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Mulai Gratis' }).click();
    await page.waitForURL((u) => u.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('email')).toBe('dewi.lestari@example.com');
    await page.getByLabel('Nama lengkap').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('dewi.lestari@example.com');
  });

  it('filters the help articles as you type, with an empty state', async () => {
    await page.goto('/help-center');
    const articles = page.getByTestId('help-article');
    await articles.first().waitFor();
    const all = await articles.count();
    expect(all).toBeGreaterThanOrEqual(12);
    const search = page.getByLabel('Cari artikel bantuan');
    await search.pressSequentially('kuitansi');
    await page.getByRole('heading', { name: 'Kuitansi pembayaran' }).waitFor();
    expect(await articles.count()).toBeLessThan(all);
    await page.getByText(/artikel ditemukan/).waitFor();
    await search.fill('zzzz tidak ada');
    await page.getByText('Tidak ada artikel yang cocok dengan “zzzz tidak ada”.').waitFor();
    expect(await articles.count()).toBe(0);
    await search.fill('');
    expect(await articles.count()).toBe(all);
  });

  it('paints the landing hero from the HTML, before the app runs, where and as the app renders it', async () => {
    const browser = page.context().browser()!;
    for (const width of [360, 1280]) {
      const viewport = { width, height: 800 };
      // Without JavaScript: what the HTML itself paints while the app's code downloads.
      const bare = await browser.newContext({ viewport, javaScriptEnabled: false });
      const shell = await bare.newPage();
      await shell.goto(new URL('/', app.url).toString());
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // The shell's heading, texts and (inert) buttons; the app's, in its first section.
      for (const [inShell, inApp, count] of [
        ['h1', 'h1', 1],
        ['p', 'p', 3],
        ['span', 'a', 2],
      ] as const) {
        const painted = shell.locator(`[data-shell-hero] ${inShell}`);
        const rendered = page.locator(`main section:first-of-type ${inApp}`);
        const texts = async (l: typeof painted) => (await l.allInnerTexts()).map((t) => t.trim());
        expect(await painted.count(), `${width} px: ${inShell}`).toBe(count);
        expect(await texts(painted), `${width} px: ${inShell}`).toEqual(
          (await texts(rendered)).slice(0, count),
        );
        for (let i = 0; i < count; i++) {
          expect(await painted.nth(i).boundingBox(), `${width} px: ${inShell} ${i}`).toEqual(
            await rendered.nth(i).boundingBox(),
          );
        }
      }
      // Any other page's HTML has no such hero.
      await shell.goto(new URL('/pricing', app.url).toString());
      expect(await shell.locator('[data-shell-hero]').count()).toBe(0);
      await bare.close();
    }
  });

  it('works at 360 px: no sideways scrolling, and the mobile menu opens and its links work', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    await page.goto('/');
    for (const [name, path] of [
      ['FAQ', '/faq'],
      ['Harga', '/pricing'],
      ['Pusat Bantuan', '/help-center'],
      ['Hubungi Kami', '/contact'],
      ['Tentang Kami', '/about'],
    ] as const) {
      await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
      await page.getByRole('menuitem', { name }).click();
      await page.waitForURL((u) => u.pathname === path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
  });

  it('switches the theme and the language on the public pages', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: /^Tema tampilan/ }).click();
    await page.getByRole('menuitemradio', { name: 'Gelap' }).click();
    expect(await isDark()).toBe(true);

    await page.getByRole('button', { name: /^Bahasa/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clear prices, no hidden fees' }).waitFor();
    await page.waitForFunction(() => document.title === 'Pricing — Karier');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Another page, loaded afterwards, comes in English too; so does a reload.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(await isDark()).toBe(true);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Pertanyaan yang sering diajukan' })
      .waitFor();
  });

  it('loads nothing from any other host on the public pages', async () => {
    const origin = new URL(app.url).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) {
        foreign.push(request.url());
      }
    });
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // Scrolled through, so lazy images load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
  });

  // One test per page: each audits its page in both schemes. The page is loaded once, with the
  // OS dark (it must come up dark), audited dark, then light once the app has followed the OS
  // scheme live.
  it.each(PUBLIC_PAGES)(
    'has no serious or critical axe violations on $path, light or dark',
    async ({ path }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      // No frames on the public pages (checked here): axe runs in the page itself (legacy
      // mode) instead of per frame plus a second, blank page to merge the results.
      expect(page.frames()).toHaveLength(1);
      // Open disclosures count too.
      for (const button of await page
        .locator('button[aria-expanded="false"][aria-controls]')
        .all()) {
        if (await button.isVisible()) await button.click();
      }
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForFunction(
          (dark) =>
            document.documentElement.classList.contains('dark') === dark &&
            !document
              .getAnimations()
              .some((a) => a instanceof CSSTransition && a.playState === 'running'),
          scheme === 'dark',
        );
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .options({ resultTypes: ['violations'] })
          .setLegacyMode()
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${scheme} ${path}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        expect(serious).toEqual([]);
      }
    },
  );

  it('can be used with the keyboard: a skip link first, then a visible focus ring', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.tag).toBe('A');
    expect(outline.style).not.toBe('none');
    expect(parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
  });
});
