/**
 * The first load of / : the JavaScript the built page asks for before anything is tapped, each built file
 * gzipped at level 9 (as bench/pages.ts and the build's .gz copies count them), per file and in total,
 * against the budget. Read from the build, no browser: the scripts `apps/web/dist/index.html` loads (its
 * module entry and its modulepreloads) and every file those import statically, since the browser fetches
 * those too. Files loaded by a dynamic import are not counted: a tap or a later moment asks for them.
 *
 *   npm run build -w @padstore/web && npx tsx bench/first-load.ts
 *
 * A page in another language than English loads the same files: the app takes it over with the texts its
 * first screen said, sent inside the page (JSON, not JavaScript), and Lingui (lib/translator.ts) comes
 * after, with that language's whole file (decision record 025). Lingui's file is printed, not counted.
 *
 * Exits with 1 when the total is over the budget (FIRST_LOAD_BUDGET bytes, issue 34's 120 KB: 120,000).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** Bytes, gzipped: the first load's budget (issue 34's 120 KB). */
export const FIRST_LOAD_BUDGET = Number(process.env.FIRST_LOAD_BUDGET ?? 120_000);

/** Lingui's own file in the build: the one that carries its core's warning text. */
export function linguiFile(dist = DIST): LoadedFile {
  const assets = path.join(dist, 'assets');
  const file = readdirSync(assets).find(
    (name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes('Uncompiled message detected'),
  );
  if (!file) throw new Error('the build has no file of Lingui');
  return { file: `assets/${file}`, gzipped: gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length };
}

/** The scripts index.html loads itself: its module scripts and its modulepreloads, in order. */
export function pageScripts(html: string): string[] {
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  return tags.map((tag) => /\b(?:src|href)="\/?([^"]+)"/.exec(tag)![1]!);
}

/** The files a built chunk imports statically (`import{a}from"./b.js"`, `import"./c.js"`, `export{d}from"./e.js"`). */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((match) => match[1]!);
}

export interface LoadedFile {
  file: string;
  gzipped: number;
}

/** Every script of the first load, each once, in the order the page meets them. */
export function firstLoad(dist = DIST): LoadedFile[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files: LoadedFile[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const full = path.join(dist, file);
    if (!existsSync(full)) throw new Error(`index.html loads ${file}, which the build lacks`);
    const code = readFileSync(full);
    files.push({ file, gzipped: gzipSync(code, { level: 9 }).length });
    for (const imported of staticImports(code.toString('utf8'))) visit(path.posix.join(path.posix.dirname(file), imported));
  };
  pageScripts(html).forEach(visit);
  return files;
}

const fmt = (bytes: number) => bytes.toLocaleString('en-US').padStart(9);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('No web build: run `npm run build -w @padstore/web` first.');
    process.exit(2);
  }
  const files = firstLoad();
  const total = files.reduce((sum, { gzipped }) => sum + gzipped, 0);
  console.log('First load of / (the scripts index.html loads and what they import statically, each gzipped at level 9)');
  for (const { file, gzipped } of files) console.log(`${fmt(gzipped)} B  /${file}`);
  const verdict = (bytes: number) =>
    `(budget <= ${FIRST_LOAD_BUDGET.toLocaleString('en-US')} B)  ${bytes <= FIRST_LOAD_BUDGET ? 'MET' : 'NOT MET'}`;
  console.log(`${fmt(total)} B  total in English  ${verdict(total)}`);
  // The same files in Hindi: Lingui is asked for once the page is taken over (lib/languages.ts openInLanguage).
  console.log(`${fmt(total)} B  total in Hindi (the same files; her first screen's texts come inside the page)  ${verdict(total)}`);
  const lingui = linguiFile();
  console.log(`${fmt(lingui.gzipped)} B  /${lingui.file}  (Lingui, after the page is taken over, with the rest of Hindi: not counted)`);
  process.exitCode = total <= FIRST_LOAD_BUDGET ? 0 : 1;
}
