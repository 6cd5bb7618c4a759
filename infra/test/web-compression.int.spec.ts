import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '@karier/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { precompress } from '../../web/scripts/precompress.ts';

const dist = path.join(repoRoot, 'web', 'dist');
const hasWebBuild = fs.existsSync(path.join(dist, 'index.html'));
if (!hasWebBuild)
  console.warn('[web-compression] web/dist missing: skipped (npm run build -w web)');

/** A raw GET: the body as it came over the wire, not decoded. */
function get(url: string, pathname: string, headers: Record<string, string>) {
  const u = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: u.hostname, port: u.port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const BROTLI_BEST = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

describe('precompress (the web build)', () => {
  it('writes brotli 11 and gzip 9 twins of the text assets of 1 kB or more, and only those', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-precompress-'));
    try {
      const big = 'export const words = "analisis CV yang jujur";\n'.repeat(100);
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets/a.js'), big);
      fs.writeFileSync(path.join(dir, 'assets/small.js'), 'export {};');
      fs.writeFileSync(path.join(dir, 'assets/og.png'), Buffer.alloc(4096));
      const done = await precompress(dir, ['assets/a.js', 'assets/small.js', 'assets/og.png']);
      expect(done).toEqual(['assets/a.js']);
      expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual([
        'a.js',
        'a.js.br',
        'a.js.gz',
        'og.png',
        'small.js',
      ]);
      const br = fs.readFileSync(path.join(dir, 'assets/a.js.br'));
      expect(zlib.brotliDecompressSync(br).toString()).toBe(big);
      expect(br.length).toBe(zlib.brotliCompressSync(big, BROTLI_BEST(big.length)).length);
      const gz = fs.readFileSync(path.join(dir, 'assets/a.js.gz'));
      expect(zlib.gunzipSync(gz).toString()).toBe(big);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!hasWebBuild)('the web app compressed once, at the best levels', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('serves a page brotli 11 (or gzip 9) compressed, the same page as uncompressed', async () => {
    for (const page of ['/', '/pricing', '/login']) {
      const plain = await get(app.url, page, { accept: 'text/html' });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const html = plain.body.toString();
      expect(html).toContain('<div id="root">');

      // A browser's usual header, brotli last: brotli all the same.
      const br = await get(app.url, page, {
        accept: 'text/html',
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(br.headers['content-encoding'], page).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
      // Quality 11, not koa-compress's 4.
      expect(br.body.length, page).toBe(
        zlib.brotliCompressSync(html, BROTLI_BEST(html.length)).length,
      );

      const gz = await get(app.url, page, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], page).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
      expect(gz.body.length, page).toBe(zlib.gzipSync(html, { level: 9 }).length);
    }
  });

  it("serves an asset's brotli and gzip twins as they are, cached for a year", async () => {
    const html = (await get(app.url, '/', { accept: 'text/html' })).body.toString();
    const entry = html.match(/"(\/assets\/initial-[\w-]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const file = path.join(dist, entry!);
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const res = await get(app.url, entry!, { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(fs.readFileSync(`${file}${ext}`))).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    const plain = await get(app.url, entry!, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(file))).toBe(true);
  });
});
