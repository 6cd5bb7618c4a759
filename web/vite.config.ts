import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { pageTitle, privatePaths, publicPages, SITE_NAME } from './src/config/seo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes dist/seo-manifest.json: each public page's Indonesian title and description, taken
 * from the texts the page itself shows, and the chunks it loads beyond the initial ones, for the
 * server to put into the HTML it serves. (The landing page gets no extra preloads: its first
 * load is exactly what index.html names, the figure the bundle-size check measures.)
 */
function seoManifest(): Plugin {
  return {
    name: 'karier-seo-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [path.normalize(chunk.facadeModuleId!.split('?')[0]!), chunk]),
      );
      // What the first page loads already: the entry chunk and everything it imports.
      const initial = new Set<string>();
      const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (pending.length > 0) {
        const file = pending.pop()!;
        const chunk = bundle[file];
        if (initial.has(file) || chunk?.type !== 'chunk') continue;
        initial.add(file);
        pending.push(...chunk.imports);
      }
      /** A lazy module's chunk and every chunk it imports statically, minus the initial ones. */
      const chunksOf = (module: string): string[] => {
        const start = byModule.get(path.join(here, 'src', module));
        if (!start) throw new Error(`seo-manifest: no chunk for ${module}`);
        const found = new Set<string>();
        const queue = [start.fileName];
        while (queue.length > 0) {
          const file = queue.shift()!;
          if (found.has(file) || initial.has(file)) continue;
          found.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') queue.push(...chunk.imports);
        }
        return [...found].map((file) => `/${file}`);
      };
      const pages = publicPages.map((page) => {
        const file = path.join(here, 'src', 'locales', 'id', `${page.part}.json`);
        this.addWatchFile(file);
        let texts: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
        for (const key of page.section.split('.')) texts = (texts as Record<string, unknown>)[key];
        const { title, description } = texts as { title: string; description: string };
        return {
          path: page.path,
          title: pageTitle(title, 'exactTitle' in page && page.exactTitle),
          description,
          preload:
            'module' in page
              ? [...chunksOf(page.module), ...chunksOf(`locales/id/${page.part}.json`)]
              : [],
          ...('data' in page ? { data: page.data } : {}),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'seo-manifest.json',
        source: `${JSON.stringify({ siteName: SITE_NAME, locale: 'id_ID', pages, disallow: privatePaths }, null, 2)}\n`,
      });
    },
  };
}

/**
 * Fills index.html's `%section.key%` placeholders (the landing hero of the app shell) with the
 * Indonesian texts of locales/id/core.json, HTML-escaped: the shell says what the app will.
 */
function shellTexts(): Plugin {
  const file = path.join(here, 'src', 'locales', 'id', 'core.json');
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    name: 'karier-shell-texts',
    transformIndexHtml(html) {
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return html.replace(/%([a-z]+(?:\.[A-Za-z]+)+)%/g, (_, key: string) => {
        let text: unknown = texts;
        for (const part of key.split('.')) text = (text as Record<string, unknown>)?.[part];
        if (typeof text !== 'string') throw new Error(`index.html: no text ${key} in ${file}`);
        return escape(text);
      });
    },
  };
}

/**
 * In the build only: each hashed asset's brotli and gzip twins (scripts/precompress.ts), served
 * as they are by the server.
 */
function precompressAssets(): Plugin {
  return {
    name: 'karier-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/'));
      await precompress(options.dir ?? path.join(here, 'dist'), files);
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A build started from a test runner inherits NODE_ENV=test, which would bundle React's
  // development build and dev JSX; a production build is a production build regardless.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';

  return {
    plugins: [react(), tailwindcss(), seoManifest(), shellTexts(), precompressAssets()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: 'http://localhost:5000', changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Everything the first page needs in one chunk: one request, and gzip sees it whole
          // (a dozen small shared chunks compress worse). Pages stay lazy chunks of their own.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
  };
});
