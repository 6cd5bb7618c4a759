import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@karier/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const hasWebBuild = fs.existsSync(path.join(repoRoot, 'web', 'dist', 'index.html'));
if (!hasWebBuild)
  console.warn('[headers-http] web/dist missing: page checks skipped (npm run build -w web)');

/** A raw GET with a chosen Host header (fetch does not let a test set it). */
async function get(url: string, pathname: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  const u = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: u.hostname,
          port: u.port,
          path: pathname,
          headers: { accept: 'text/html', ...headers },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers as Record<string, string>,
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('security headers, APP_URL instead of the Host header, public health (issue 15 §7)', () => {
  let app: TestApp;
  const adminEmail = uniqueEmail('headers-admin');
  let admin: { token: string; id: string };
  let user: { token: string; id: string };
  beforeAll(async () => {
    app = await startTestApp({
      backend: pg.ok ? 'postgres' : 'pglite',
      env: {
        APP_URL: 'https://karier.example/',
        ADMIN_EMAILS: adminEmail,
        PAYMENT_SIMULATED_DELAY_MS: '20',
      },
    });
    const a = await client(app.url).register('Admin Header', adminEmail);
    admin = { token: a.body.token, id: a.body.user.id };
    const u = await client(app.url).register('Ayu Header', uniqueEmail('headers'));
    user = { token: u.body.token, id: u.body.user.id };
  });
  afterAll(async () => {
    await app?.stop();
  });

  it.skipIf(!hasWebBuild)(
    'robots.txt, sitemap and canonical URLs use APP_URL, never the Host header',
    async () => {
      const evil = { host: 'evil.example' };
      const robots = await get(app.url, '/robots.txt', evil);
      expect(robots.status).toBe(200);
      expect(robots.body).toContain('Sitemap: https://karier.example/sitemap.xml');
      expect(robots.body).not.toContain('evil');
      const sitemap = await get(app.url, '/sitemap.xml', evil);
      expect(sitemap.body).toContain('<loc>https://karier.example/</loc>');
      expect(sitemap.body).not.toContain('evil');
      const page = await get(app.url, '/', evil);
      expect(page.body).toContain('<link rel="canonical" href="https://karier.example/" />');
      expect(page.body).not.toContain('evil');
    },
  );

  it.skipIf(!hasWebBuild)(
    'pages carry a CSP that allows exactly the inline theme script; HSTS with an https APP_URL',
    async () => {
      const page = await get(app.url, '/login');
      const csp = page.headers['content-security-policy']!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Every inline script of the page is allowed by its hash, nothing else inline.
      const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) {
        const hash = createHash('sha256').update(m[1]!, 'utf8').digest('base64');
        expect(csp).toContain(`'sha256-${hash}'`);
      }
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // index.html asked for by name is the same page, under the same policy.
      const byName = await get(app.url, '/index.html');
      expect(byName.headers['content-security-policy']).toBe(csp);
      // The API's answers: nothing may run or frame them.
      const api = await get(app.url, '/api/pricing');
      expect(api.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
    },
  );

  it('the receipt page carries its own CSP: no script, its style by hash', async () => {
    const order = await client(app.url).call<{ data: { paymentId: string } }>(
      'POST',
      '/api/payments',
      { token: user.token, body: { product: 'premium', method: 'ewallet' } },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const paymentId = order.body.data.paymentId;
    let res = await get(app.url, `/api/payments/${paymentId}/receipt`, {
      authorization: `Bearer ${user.token}`,
    });
    for (let i = 0; i < 50 && res.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await get(app.url, `/api/payments/${paymentId}/receipt`, {
        authorization: `Bearer ${user.token}`,
      });
    }
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy']!;
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    expect(csp).not.toContain('script-src');
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('/api/health: ok for the public, the details only for an admin', async () => {
    const anon = await client(app.url).call('GET', '/api/health');
    expect(anon.status).toBe(200);
    expect(anon.body).toEqual({ success: true, status: 'ok' });
    const asUser = await client(app.url).call('GET', '/api/health', { token: user.token });
    expect(asUser.body).toEqual({ success: true, status: 'ok' });
    const forged = await client(app.url).call('GET', '/api/health', { token: 'x.y.z' });
    expect(forged.body).toEqual({ success: true, status: 'ok' });
    const asAdmin = await client(app.url).call<{
      projections: { name: string; lag: number }[];
      head: number;
      lag: number;
      database: string;
    }>('GET', '/api/health', { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ success: true, status: 'ok', mode: 'standalone' });
    expect(asAdmin.body.head).toBeGreaterThan(0);
    expect(asAdmin.body.projections.map((p) => p.name)).toContain('users');
  });
});

describe('HSTS behind a TLS-terminating proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('only when the proxy says https (X-Forwarded-Proto, TRUST_PROXY) or APP_URL is https', async () => {
    const plain = await get(app.url, '/api/pricing');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await get(app.url, '/api/pricing', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
