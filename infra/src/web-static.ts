import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET that wants HTML (client-side routes such as /login).
 */
export function webStatic(dist: string) {
  const index = path.join(dist, 'index.html');
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
    await files(ctx, async () => undefined);
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      ctx.accepts('html') &&
      fs.existsSync(index)
    ) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = fs.createReadStream(index);
      return;
    }
    await next();
  };
}

export function securityHeaders() {
  return async (ctx: Context, next: Next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    await next();
  };
}
