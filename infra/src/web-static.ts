import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

/** dist/seo-manifest.json, written by the web build (web/vite.config.ts, web/src/config/seo.ts). */
export interface SeoManifest {
  siteName: string;
  locale: string;
  /**
   * `preload`: the page's own chunks beyond the first ones; `data`: the API answer it opens with.
   * Both are fetched with the first chunk instead of after it.
   */
  pages: {
    path: string;
    title: string;
    description: string;
    preload?: string[];
    data?: string;
  }[];
  disallow: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Reads a file again only when it changed on disk (a rebuild while the server runs). */
function cachedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cache: { mtimeMs: number; value: T } | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!cache || cache.mtimeMs !== stat.mtimeMs) {
      cache = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    }
    return cache.value;
  };
}

/**
 * The HTML of one route: a public page gets its own title, description, canonical address and
 * Open Graph tags (crawlers and link previews run no JavaScript); a private one is `noindex`.
 * The app shell's copy of the landing page's hero stays on / only.
 */
export function pageHtml(
  html: string,
  pathname: string,
  origin: string,
  manifest: SeoManifest | null,
): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = manifest?.pages.find((p) => p.path === normalised);
  const setMeta = (source: string, attribute: 'name' | 'property', key: string, value: string) =>
    source.replace(
      new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`),
      `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    );
  let out = html.replace(
    /<meta\s+property="og:image"\s+content="\/([^"]*)"/,
    (_, file: string) => `<meta property="og:image" content="${escapeHtml(`${origin}/${file}`)}"`,
  );
  // The landing page's hero in the app shell (web/index.html) belongs to / alone.
  if (normalised !== '/') out = out.replace(/\s*<section\s+data-shell-hero[\s\S]*?<\/section>/, '');
  if (page) {
    const url = `${origin}${page.path}`;
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    out = setMeta(out, 'name', 'description', page.description);
    out = setMeta(out, 'property', 'og:title', page.title);
    out = setMeta(out, 'property', 'og:description', page.description);
    const preloads = (page.preload ?? [])
      .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `\n    <link rel="modulepreload" crossorigin href="${file}" />`)
      .join('');
    const data =
      page.data && /^\/api\/[\w/-]+$/.test(page.data)
        ? `\n    <link rel="preload" as="fetch" crossorigin="anonymous" href="${page.data}" />`
        : '';
    out = out.replace(
      /\s*<\/head>/,
      `\n    <meta property="og:url" content="${escapeHtml(url)}" />\n    <link rel="canonical" href="${escapeHtml(url)}" />${preloads}${data}\n  </head>`,
    );
  } else if (
    manifest?.disallow.some((prefix) => normalised.startsWith(prefix.replace(/\/$/, '')))
  ) {
    out = out.replace(/\s*<\/head>/, '\n    <meta name="robots" content="noindex" />\n  </head>');
  }
  return out;
}

export function robotsTxt(manifest: SeoManifest, origin: string): string {
  return [
    'User-agent: *',
    ...manifest.disallow.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(manifest: SeoManifest, origin: string): string {
  const urls = manifest.pages
    .map((page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The Content-Security-Policy of the web app's pages. Scripts only from this origin plus the
 * inline ones of index.html by their hashes (the theme script that runs before the first
 * paint): an injected script cannot read the token in localStorage. Styles may be inline
 * (React's style props, the receipt and CV preview documents opened from the page inherit
 * this policy); the API is same-origin; nothing may frame the app.
 */
export function appCsp(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob: the receipt is fetched with the token and opened from a blob URL.
    "connect-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For every answer that is not a page of the app (the API's JSON, files): nothing runs. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page's HTML compressed once at the best levels, not on every request at koa-compress's fast
 * ones (smaller, and no compression per request). The pages are few (the SEO manifest's, plus
 * the same HTML for every other route); the cache keeps the last 32.
 */
function pageCompressor() {
  const cache = new Map<string, Promise<Buffer>>();
  return (html: string, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    const key = `${encoding}\n${html}`;
    let body = cache.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(html, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
              },
            })
          : gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION });
      body.catch(() => cache.delete(key));
      cache.set(key, body);
      if (cache.size > 32) cache.delete(cache.keys().next().value!);
    }
    return body;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year (their `.br` and `.gz` twins, written
 * by the web build, served as they are to a browser that takes them), index.html never cached, and
 * index.html — with the route's own meta tags — for any other GET that wants HTML (client-side
 * routes such as /login). Also /robots.txt and /sitemap.xml, from the build's SEO manifest.
 * Absolute addresses (canonical, sitemap, Open Graph) use `appUrl` (APP_URL), never the
 * request's Host header.
 */
export function webStatic(dist: string, opts: { appUrl: string | (() => string) }) {
  const siteUrl = () =>
    (typeof opts.appUrl === 'function' ? opts.appUrl() : opts.appUrl).replace(/\/+$/, '');
  const index = cachedFile(path.join(dist, 'index.html'), (text) => ({
    text,
    csp: appCsp(text),
  }));
  const manifest = cachedFile(
    path.join(dist, 'seo-manifest.json'),
    (text) => JSON.parse(text) as SeoManifest,
  );
  const compressed = pageCompressor();
  const files = serve(dist, {
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api')) return next();
    const origin = siteUrl();
    const readOnly = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (readOnly && (ctx.path === '/robots.txt' || ctx.path === '/sitemap.xml')) {
      const seo = manifest();
      if (seo) {
        const robots = ctx.path === '/robots.txt';
        ctx.type = robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.body = robots ? robotsTxt(seo, origin) : sitemapXml(seo, origin);
        return;
      }
    }
    // index.html itself only as a page (with the page's CSP), never as a plain file.
    if (ctx.path !== '/index.html') await files(ctx, async () => undefined);
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const page = readOnly && ctx.accepts('html') ? index() : null;
    if (page !== null) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Security-Policy', page.csp);
      ctx.vary('Accept-Encoding');
      const html = pageHtml(page.text, ctx.path, origin, manifest());
      // As koa-send chooses between an asset's twins: brotli first, whatever the header's order.
      const encoding =
        ctx.acceptsEncodings('br', 'identity') === 'br'
          ? 'br'
          : ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
            ? 'gzip'
            : null;
      if (encoding) {
        ctx.set('Content-Encoding', encoding);
        ctx.body = await compressed(html, encoding);
      } else {
        ctx.body = html;
      }
      return;
    }
    await next();
  };
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': API_CSP,
});
const SECURITY_HEADERS_HTTPS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
});

const siteUrl = (appUrl: string | (() => string)) =>
  typeof appUrl === 'function' ? appUrl() : appUrl;

/**
 * Headers of every answer: no sniffing, no framing, a strict CSP (pages of the app get their
 * own, see `appCsp`), and HSTS when the site is served over HTTPS — the request came over TLS
 * (`X-Forwarded-Proto` counts only with TRUST_PROXY) or APP_URL is an https address.
 */
export function securityHeaders(opts: { appUrl: string | (() => string) }) {
  return async (ctx: Context, next: Next) => {
    const https = siteUrl(opts.appUrl).startsWith('https://') || ctx.secure;
    ctx.set(https ? SECURITY_HEADERS_HTTPS : SECURITY_HEADERS);
    await next();
  };
}

/**
 * The same headers for a request answered without Koa (a hot read, @karier/http): "over TLS"
 * as Koa tells it (`ctx.secure`), the socket's own or, with TRUST_PROXY, the first
 * `X-Forwarded-Proto`.
 */
export function securityHeadersOf(opts: {
  appUrl: string | (() => string);
  trustProxy: boolean;
}): (req: IncomingMessage) => Record<string, string> {
  return (req) => {
    const https = siteUrl(opts.appUrl).startsWith('https://') || overTls(req, opts.trustProxy);
    return https ? SECURITY_HEADERS_HTTPS : SECURITY_HEADERS;
  };
}

function overTls(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}
