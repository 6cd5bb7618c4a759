// The built assets' compressed twins, `x.js.br` (brotli 11) and `x.js.gz` (gzip 9), written beside
// them by the web build (vite.config.ts). The server (infra/src/web-static.ts, koa-send) serves a
// twin as it is to a browser that takes it, instead of compressing the file again on every
// request at a fast level: the landing page's JavaScript is 87 kB at brotli 11 and 102 kB at the
// level 4 koa-compress uses, and costs no server CPU.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing (koa-compress's own threshold is 1 kB). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
const MIN_BYTES = 1024;

/** Writes the twins of every compressible file of `files` (paths relative to `dir`). */
export async function precompress(dir: string, files: string[]): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const source = await fs.promises.readFile(path.join(dir, file));
        if (source.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await fs.promises.writeFile(path.join(dir, `${file}.br`), br);
        await fs.promises.writeFile(path.join(dir, `${file}.gz`), gz);
        done.push(file);
      }),
  );
  return done.sort();
}
