// Bundles the API's TypeScript (and the shared domain package) into dist/server.js for plain Node, so
// that starting the store does not compile TypeScript first. Installed packages stay outside the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The domain package says it has no side effects (for the web app's bundle); here that let esbuild leave out
  // the call that sets up a module's constants before its first use (arrival.ts's words, in a module set up
  // lazily because another is imported dynamically), and the store answered 500 when an order went out.
  ignoreAnnotations: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'installed-packages-outside',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@padstore/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
