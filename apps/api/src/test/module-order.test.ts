import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The order of the API's modules is held by `npm run lint` (API_MODULES in eslint.config.js). These tests
// plant the imports it must refuse, through ESLint itself, so that a zone missing from the config fails here.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SRC = path.join(ROOT, 'apps/api/src');
const MODULES = path.join(SRC, 'modules');
const { API_MODULES } = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.js')).href)) as {
  API_MODULES: Record<string, string[]>;
};

const moduleFolders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** A real source file of the module, as the code imports it (`.js`), so that the import resolves. */
function sourceOf(module: string): string {
  const file = readdirSync(path.join(MODULES, module)).find((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  if (!file) throw new Error(`modules/${module} holds no source file`);
  return file.replace(/\.ts$/, '.js');
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The lines of `imports`, planted in a file at `filePath`, that the rule refuses. */
async function refused(filePath: string, imports: string[], rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(imports.map((from) => `import '${from}';`).join('\n'), { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => imports[message.line - 1] as string);
}

// Each lint follows the imports it plants through the whole API (no-cycle), so a run takes seconds.
describe('the order of the API modules', { timeout: 120_000 }, () => {
  it('names every module folder once, each after the modules it may import', () => {
    const order = Object.keys(API_MODULES);
    expect([...order].sort()).toEqual(moduleFolders);
    for (const [module, allowed] of Object.entries(API_MODULES)) {
      for (const lower of allowed) expect(order.indexOf(lower), `${module} may import ${lower}`).toBeLessThan(order.indexOf(module));
    }
  });

  it.each(moduleFolders)('refuses every import from %s into a module it may not use, and only those', async (module) => {
    const others = moduleFolders.filter((other) => other !== module);
    const imports = others.map((other) => `../${other}/${sourceOf(other)}`);
    const planted = path.join(MODULES, module, 'planted.ts');
    const expected = others.filter((other) => !API_MODULES[module]?.includes(other)).map((other) => `../${other}/${sourceOf(other)}`);
    expect(await refused(planted, imports, 'import-x/no-restricted-paths')).toEqual(expected);
  });

  it('refuses any module in plugins/', async () => {
    const modules = moduleFolders.map((module) => `../modules/${module}/${sourceOf(module)}`);
    expect(await refused(path.join(SRC, 'plugins/planted.ts'), modules, 'import-x/no-restricted-paths')).toEqual(modules);
  });

  it('refuses any module, plugin or the app in lib/', async () => {
    const ground = [...moduleFolders.map((module) => `../modules/${module}/${sourceOf(module)}`), '../plugins/auth.js', '../app.js'];
    expect(await refused(path.join(SRC, 'lib/planted.ts'), ground, 'import-x/no-restricted-paths')).toEqual(ground);
  });

  it('refuses any module, plugin or the app in config.ts, which every part of the store reads', async () => {
    const ground = [...moduleFolders.map((module) => `./modules/${module}/${sourceOf(module)}`), './plugins/auth.js', './app.js'];
    expect(await refused(path.join(SRC, 'config.ts'), ground, 'import-x/no-restricted-paths')).toEqual(ground);
  });

  it('refuses the app and its tools in a module', async () => {
    const top = ['../../app.js', '../../server.js', '../../contract/served-document.js'];
    expect(await refused(path.join(MODULES, 'orders/planted.ts'), top, 'import-x/no-restricted-paths')).toEqual(top);
  });

  it('refuses an import that closes a circle', async () => {
    // lib/db-errors.ts imports lib/http-error.ts; branches/branch-service.ts imports stock/stock-service.ts.
    expect(await refused(path.join(SRC, 'lib/http-error.ts'), ['./db-errors.js'], 'import-x/no-cycle')).toEqual(['./db-errors.js']);
    const back = ['../branches/branch-service.js'];
    expect(await refused(path.join(MODULES, 'stock/stock-service.ts'), back, 'import-x/no-cycle')).toEqual(back);
  });
});
