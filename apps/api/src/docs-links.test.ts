import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ say where things are and what to type: every relative link (and its heading),
 * every command (`npm run x`, `npm x -w y`, `node scripts/...`, `bash .ci/run`) and every repository
 * path written in backticks must lead somewhere real, or this test names the line that does not.
 */

const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'dist-server', 'data', '.test-data', 'screenshots', 'test-results']);
/** The folders at the top of the repository: a backticked path starting with one is a repository path. */
const TOP_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'deploy', 'docs', 'scripts', '.ci'];
/** Folders a build or a test run makes, named in the docs but not kept in the repository. */
const BUILT = new Set(['dist', 'dist-server', 'screenshots']);
const FILE_ENDINGS = /\.(ts|tsx|mts|js|mjs|cjs|json|md|ya?ml|conf|service|sql|css|html|txt|example|sh)$/;

function walk(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(path.join(ROOT, folder))) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const relative = folder ? `${folder}/${name}` : name;
    if (statSync(path.join(ROOT, relative)).isDirectory()) walk(relative, found);
    else found.push(relative);
  }
  return found;
}

export interface Repository {
  files: string[];
  /** package.json scripts by workspace name and folder ('' is the root). */
  scripts: Map<string, Set<string>>;
}

function readRepository(): Repository {
  const scripts = new Map<string, Set<string>>();
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[]; scripts: object };
  scripts.set('', new Set(Object.keys(root.scripts)));
  for (const folder of root.workspaces) {
    const workspace = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { name: string; scripts?: object };
    const names = new Set(Object.keys(workspace.scripts ?? {}));
    scripts.set(workspace.name, names);
    scripts.set(folder, names);
  }
  return { files: walk(''), scripts };
}

/** The parts of a markdown text: its prose (code removed), its code (fenced blocks and spans), its headings. */
function partsOf(markdown: string) {
  const prose: string[] = [];
  const code: string[] = [];
  const headings: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) {
      code.push(line);
      continue;
    }
    for (const span of line.matchAll(/`([^`]+)`/g)) code.push(span[1]!);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) headings.push(heading[1]!);
    prose.push(line.replace(/`[^`]*`/g, ''));
  }
  return { prose: prose.join('\n'), code, headings };
}

/** A heading's anchor as GitHub makes it, from the text it shows (links, code and emphasis unwrapped). */
function anchorsOf(headings: string[]): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(headings.map((heading) => slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, ''))));
}

/** What is wrong in one markdown file of the repository: each problem as a sentence naming it. */
export function problemsIn(file: string, markdown: string, repository: Repository, readMarkdown: (file: string) => string): string[] {
  const problems: string[] = [];
  const { prose, code, headings } = partsOf(markdown);
  const folder = path.posix.dirname(file);
  const exists = (target: string) => repository.files.includes(target) || repository.files.some((known) => known.startsWith(`${target}/`));

  for (const link of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = link[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    const [where = '', anchor] = target.split('#');
    const resolved = where ? path.posix.normalize(path.posix.join(folder, decodeURIComponent(where))).replace(/\/$/, '') : file;
    if (!exists(resolved)) {
      problems.push(`${file}: the link ${target} leads to no file`);
      continue;
    }
    if (anchor !== undefined) {
      const anchors = resolved === file ? anchorsOf(headings) : anchorsOf(partsOf(readMarkdown(resolved)).headings);
      if (!anchors.has(anchor)) problems.push(`${file}: the link ${target} names no heading of ${resolved}`);
    }
  }

  for (const text of code) {
    for (const command of text.matchAll(/\bnpm (run )?([\w:.-]+)([^&;|\n]*)/g)) {
      const [, run, script = '', rest = ''] = command;
      if (!run && !['start', 'test'].includes(script)) continue;
      const workspace = /(?:-w|--workspace)[ =](\S+)/.exec(rest)?.[1] ?? '';
      const scripts = repository.scripts.get(workspace.replace(/\/$/, ''));
      if (!scripts) problems.push(`${file}: \`${command[0].trim()}\` names no workspace ${workspace}`);
      else if (!scripts.has(script))
        problems.push(`${file}: \`${command[0].trim()}\`: no script ${script} in ${workspace || 'the root'} package.json`);
    }
    for (const command of text.matchAll(
      /\b(?:node (?:--[\w-]+(?:[ =][\w./-]+)? )*|bash )((?:scripts|\.ci|apps|packages|deploy|bench|e2e)\/[\w./-]+)/g,
    )) {
      if (!exists(command[1]!.replace(/\/$/, ''))) problems.push(`${file}: \`${command[0]}\` runs a file that does not exist`);
    }
  }

  for (const span of code) {
    const candidate = span.trim();
    if (!/^\.?[\w@-][\w.@-]*(\/[\w.@-]+)+\/?$/.test(candidate)) continue;
    const first = candidate.split('/')[0]!;
    if (/^[A-Z_]+$/.test(first)) continue; // DATA_DIR/db/: a setting's folder, not the repository's
    if (candidate.split('/').some((segment) => BUILT.has(segment))) continue;
    if (!TOP_FOLDERS.includes(first) && !FILE_ENDINGS.test(candidate)) continue;
    const target = candidate.replace(/\/$/, '');
    const found = exists(target) || repository.files.some((known) => known.endsWith(`/${target}`) || known.includes(`/${target}/`));
    if (!found) problems.push(`${file}: \`${candidate}\` is no file or folder of the repository`);
  }
  return problems;
}

const repository = readRepository();
const readMarkdown = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const documents = repository.files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));

describe('the README and docs/', () => {
  it('are there: the README and an index of docs/', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('docs/README.md');
  });

  it.each(documents)('%s: every link, heading, command and path leads somewhere real', (file) => {
    expect(problemsIn(file, readMarkdown(file), repository, readMarkdown).join('\n')).toBe('');
  });

  it('the README is a front door of at most 200 lines', () => {
    expect(readMarkdown('README.md').split('\n').length).toBeLessThanOrEqual(201);
  });

  it('names what is wrong: a broken link or heading, a missing script, file or path', () => {
    const fake: Repository = {
      files: ['README.md', 'docs/guide.md', 'scripts/start.mjs', 'apps/api/src/app.ts'],
      scripts: new Map([
        ['', new Set(['start', 'test', 'build'])],
        ['@padstore/api', new Set(['test'])],
      ]),
    };
    const guide = '# The guide\n\n## Backing up\n';
    const markdown = [
      '# Shop',
      '[fine](docs/guide.md#backing-up) [here](#shop) [web](https://example.com/x.md)',
      '[gone](docs/missing.md) [no heading](docs/guide.md#restoring) [not here](#nowhere)',
      'Run `npm run build`, `npm start`, `npm install`, `npm test -w @padstore/api`, `node scripts/start.mjs`.',
      'Not `npm run deploy`, `npm run lint -w @padstore/api`, `npm run x -w @padstore/nothing`, `node scripts/gone.mjs`, `bash .ci/run`.',
      'See `apps/api/src/app.ts`, `src/app.ts`, `DATA_DIR/db/`, but not `apps/api/src/gone.ts` or `lib/gone.ts`.',
      '```sh',
      'npm run backup -- /tmp/x',
      '```',
    ].join('\n');
    expect(problemsIn('README.md', markdown, fake, () => guide)).toEqual([
      'README.md: the link docs/missing.md leads to no file',
      'README.md: the link docs/guide.md#restoring names no heading of docs/guide.md',
      'README.md: the link #nowhere names no heading of README.md',
      'README.md: `npm run deploy`: no script deploy in the root package.json',
      'README.md: `npm run lint -w @padstore/api`: no script lint in @padstore/api package.json',
      'README.md: `npm run x -w @padstore/nothing` names no workspace @padstore/nothing',
      'README.md: `node scripts/gone.mjs` runs a file that does not exist',
      'README.md: `bash .ci/run` runs a file that does not exist',
      'README.md: `npm run backup -- /tmp/x`: no script backup in the root package.json',
      'README.md: `apps/api/src/gone.ts` is no file or folder of the repository',
      'README.md: `lib/gone.ts` is no file or folder of the repository',
    ]);
  });
});
