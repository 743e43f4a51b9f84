import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithEsbuild } from 'vite';

/** Where index.html names the page's first script; the build writes the script itself there. */
export const EARLY_SCRIPT_TAG = '<script src="/src/early/keep-taps.ts"></script>';

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'early', 'keep-taps.ts');

/**
 * The page's first script (src/early/keep-taps.ts) as it goes inside the page: plain JavaScript, small.
 * Inside the page it costs no request before the first paint; the server allows it by its hash in the
 * Content-Security-Policy (apps/api/src/plugins/security-headers.ts).
 */
export async function earlyScript(): Promise<string> {
  const { code } = await transformWithEsbuild(await readFile(source, 'utf8'), source, {
    loader: 'ts',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  });
  return code.trim();
}
