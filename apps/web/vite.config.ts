import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './catalogs';
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
 * The preloads of the files main.tsx imports on its own, written into index.html inert, in a template
 * (`<template id="app-files">`): on a page the server painted, main.tsx puts them in the head once that
 * screen and its largest picture are painted (lib/first-paint.ts), so that they download side by side then
 * and not before; the server makes them live preloads at once in a page it did not paint (the API's
 * first-view.ts).
 */
function preloadApp(): Plugin {
  return {
    name: 'padstore-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const files = SECOND_FILES.map(({ name, module }) => {
          const chunk = Object.values(bundle).find(
            (file) => file.type === 'chunk' && file.isDynamicEntry && file.moduleIds.some((id) => module.test(id)),
          );
          if (!chunk || chunk.type !== 'chunk') throw new Error(`the chunk of ${name} is missing from the build`);
          return chunk;
        });
        // What those files import besides the entry (a piece shared with later pages, such as the PIN code's
        // rules) comes side by side with them: asked for only once a file is in, it was one more round trip
        // before the app could start.
        const names = [...new Set(files.flatMap((chunk) => [chunk.fileName, ...chunk.imports]))].filter((fileName) => {
          const file = bundle[fileName];
          return file?.type === 'chunk' && !file.isEntry;
        });
        const links = names.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
        return html.replace('</head>', `  <template id="app-files">${links.join('')}</template>\n  </head>`);
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

/** The code of the staff's screens: not precached for every customer (the worker keeps it as it is loaded). */
const STAFF_CODE = /\/src\/(features\/(admin|floor|rider|cash|staff)\/|components\/staff-screen-layout)|\/admin-[\w-]+\.tsx$/;

/**
 * Language files the browser never loads: the server's raw message files (the domain's language list
 * names them for the server) and the pseudo-language. Her language's compiled file is part of the shell.
 */
const NOT_FOR_PAGES = /(\/packages\/domain\/src\/i18n\/(en\.ts|locales\/[\w-]+\.json)|^\0lingui:pseudo\.js)$/;

/**
 * The files the app's shell needs to open any customer's page with no network: index.html, its
 * scripts and stylesheet, and every page's code but the staff's, with all they import.
 */
function shellFiles(bundle: Rollup.OutputBundle): Set<string> {
  // The picture the worker shows for one it never saw (src/sw/sw.ts), the icon and the manifest too.
  const files = new Set<string>(['index.html', 'manifest.webmanifest', 'favicon.svg', 'demo/placeholder.svg']);
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    if (chunk.isDynamicEntry && chunk.facadeModuleId && (STAFF_CODE.test(chunk.facadeModuleId) || NOT_FOR_PAGES.test(chunk.facadeModuleId)))
      return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  Object.values(bundle).forEach((file) => file.type === 'chunk' && file.isEntry && visit(file.fileName));
  return files;
}

/**
 * The service worker (src/sw/sw.ts, decision record 022) and the web app manifest that make the store
 * installable and useful offline. The worker precaches only the shell's files (shellFiles).
 */
function installable(): Plugin[] {
  let shell = new Set<string>();
  return [
    {
      name: 'padstore-shell-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        shell = shellFiles(bundle);
      },
    },
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by the app itself (lib/service-worker.ts), after the page has loaded.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Pad Store: sanitary pads delivered in 30-60 minutes',
        short_name: 'Pad Store',
        description: 'Sanitary pads delivered to your door in 30-60 minutes, the same day or the next day. Pay cash on delivery.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#be185d',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'favicon.svg', 'demo/placeholder.svg'],
        // The worker is built on its own and carries no React; it stays small.
        minify: true,
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] })],
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (entry-server.tsx, for first views) is read from disk by the API, never sent.
  plugins: [
    compiledCatalogs(),
    react(),
    tailwindcss(),
    !isSsrBuild && inlineEarlyScript(),
    !isSsrBuild && preloadApp(),
    !isSsrBuild && precompress(),
    !isSsrBuild && installable(),
  ],
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
    // Stylesheets are not processed, but the one the app adds itself as text (lib/first-paint.ts).
    css: { include: [/devanagari\.css/] },
    // One test file per core (Vitest's default, the cores less one, left one of CI's two cores idle); with both
    // cores busy a slow render can pass Vitest's 5 seconds on a loaded host, so a test has 20.
    maxWorkers: '100%',
    testTimeout: 20_000,
  },
}));
