import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { EARLY_SCRIPT_TAG, earlyScript } from './early-script';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Writes gzip and brotli copies beside every built text file, for the server to send as they are. */
function precompress(): Plugin {
  return {
    name: 'padstore-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (bytes.length < 1024) continue;
        const target = path.join(dir, file.fileName);
        writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${target}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The files main.tsx imports on its own, each evaluated in a task of its own: React DOM, then the app. */
const SECOND_FILES = [
  { name: 'React DOM', module: /\/react-dom\/client\.js$/ },
  { name: 'the app (src/app/app.tsx)', module: /\/src\/app\/app\.tsx$/ },
];

/**
 * Preloads the files main.tsx imports on its own from index.html, so that they download alongside the
 * first instead of after it.
 */
function preloadApp(): Plugin {
  return {
    name: 'padstore-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const links = SECOND_FILES.map(({ name, module }) => {
          const chunk = Object.values(context.bundle ?? {}).find(
            (file) => file.type === 'chunk' && file.isDynamicEntry && file.moduleIds.some((id) => module.test(id)),
          );
          if (!chunk) throw new Error(`the chunk of ${name} is missing from the build`);
          return `  <link rel="modulepreload" crossorigin href="/${chunk.fileName}">\n`;
        });
        return html.replace('</head>', `${links.join('')}  </head>`);
      },
    },
  };
}

/** Writes the page's first script into the head of index.html (see early-script.ts). */
function inlineEarlyScript(): Plugin {
  return {
    name: 'padstore-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(EARLY_SCRIPT_TAG)) throw new Error(`index.html lacks ${EARLY_SCRIPT_TAG}`);
        const script = await earlyScript();
        return html.replace(EARLY_SCRIPT_TAG, () => `<script>${script}</script>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (entry-server.tsx, for first views) is read from disk by the API, never sent.
  plugins: [react(), tailwindcss(), !isSsrBuild && inlineEarlyScript(), !isSsrBuild && preloadApp(), !isSsrBuild && precompress()],
  // The server's build carries its own copies of React and the rest, in their production form whatever
  // NODE_ENV the store runs under.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    // Every browser the store supports knows modulepreload; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // React DOM's file is named for what it is (see SECOND_FILES).
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            chunkFileNames: (chunk) =>
              chunk.moduleIds.some((id) => SECOND_FILES[0]!.module.test(id)) ? 'assets/react-dom-[hash].js' : 'assets/[name]-[hash].js',
          },
        },
    minify: isSsrBuild ? false : 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      toplevel: true,
      format: { comments: false },
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, unsafe_comps: true },
    },
  },
  test: {
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
}));
