import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { appCsp, pageHtml, robotsTxt, sitemapXml, type SeoManifest } from '../src/web-static.ts';

const html = `<!doctype html>
<html lang="id">
  <head>
    <meta
      name="description"
      content="Bawaan"
    />
    <meta property="og:title" content="Karier" />
    <meta property="og:description" content="Bawaan" />
    <meta property="og:image" content="/og-image.png" />
    <title>Karier</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest: SeoManifest = {
  siteName: 'Karier',
  locale: 'id_ID',
  pages: [
    { path: '/', title: 'Karier — Analisis CV', description: 'Beranda' },
    {
      path: '/pricing',
      title: 'Harga — Karier',
      description: 'Mulai dari "Rp" <25.000> & lainnya',
      preload: ['/assets/pricing-abc.js', '/assets/page-intro-d_E.js', 'https://evil.example/x.js'],
      data: '/api/pricing',
    },
  ],
  disallow: ['/admin', '/dashboard', '/auth/', '/api/'],
};

describe('the HTML of each route (web-static)', () => {
  it('gives a public page its own title, description, canonical URL and Open Graph tags', () => {
    const out = pageHtml(html, '/pricing', 'https://karier.example', manifest);
    expect(out).toContain('<title>Harga — Karier</title>');
    expect(out).toContain(
      '<meta name="description" content="Mulai dari &quot;Rp&quot; &lt;25.000&gt; &amp; lainnya" />',
    );
    expect(out).toContain('<meta property="og:title" content="Harga — Karier" />');
    expect(out).toContain('<meta property="og:url" content="https://karier.example/pricing" />');
    expect(out).toContain('<link rel="canonical" href="https://karier.example/pricing" />');
    expect(out).toContain('content="https://karier.example/og-image.png"');
    expect(out).not.toContain('Bawaan');
    expect(out).not.toContain('noindex');
    // The page's own chunks are fetched with the first ones; nothing but our assets.
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing-abc.js" />');
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/page-intro-d_E.js" />',
    );
    expect(out).not.toContain('evil');
    expect(out).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/pricing" />',
    );
  });

  it("keeps the app shell's landing hero on / only", () => {
    const shell = html.replace(
      '<div id="root"></div>',
      '<div id="root"><div aria-hidden="true"><div>logo</div>\n<section data-shell-hero class="x">\n<h1>Judul</h1>\n</section>\n</div></div>',
    );
    expect(pageHtml(shell, '/', 'https://karier.example', manifest)).toContain('<h1>Judul</h1>');
    for (const route of ['/pricing', '/login', '/nowhere']) {
      const out = pageHtml(shell, route, 'https://karier.example', manifest);
      expect(out).not.toContain('data-shell-hero');
      expect(out).not.toContain('Judul');
      expect(out).toContain('<div>logo</div>\n</div></div>');
    }
  });

  it('treats a trailing slash as the same page', () => {
    expect(pageHtml(html, '/pricing/', 'http://x', manifest)).toContain(
      '<title>Harga — Karier</title>',
    );
    expect(pageHtml(html, '/', 'http://x', manifest)).toContain(
      '<title>Karier — Analisis CV</title>',
    );
  });

  it('marks private areas noindex and leaves other pages with the defaults', () => {
    const admin = pageHtml(html, '/admin', 'http://x', manifest);
    expect(admin).toContain('<meta name="robots" content="noindex" />');
    expect(admin).toContain('<title>Karier</title>');
    const login = pageHtml(html, '/login', 'http://x', manifest);
    expect(login).not.toContain('noindex');
    expect(login).not.toContain('canonical');
  });

  it('serves the page untouched (but for the image URL) without a manifest', () => {
    expect(pageHtml(html, '/pricing', 'http://x', null)).toBe(
      html.replace('"/og-image.png"', '"http://x/og-image.png"'),
    );
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('disallows the private areas and points at the sitemap', () => {
    expect(robotsTxt(manifest, 'https://karier.example')).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /auth/\nDisallow: /api/\n\nSitemap: https://karier.example/sitemap.xml\n',
    );
  });

  it('lists every public page with its absolute address', () => {
    const xml = sitemapXml(manifest, 'https://karier.example');
    expect(xml).toContain('<loc>https://karier.example/</loc>');
    expect(xml).toContain('<loc>https://karier.example/pricing</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe('the Content-Security-Policy of the pages', () => {
  it('allows the inline scripts of index.html by hash, never any inline script', () => {
    const theme = "\n      document.documentElement.classList.add('dark');\n    ";
    const csp = appCsp(
      `<head><script>${theme}</script><script type="module" crossorigin src="/assets/a.js"></script></head>`,
    );
    const hash = createHash('sha256').update(theme).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(appCsp('<head></head>')).toContain("script-src 'self';");
  });
});
