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
