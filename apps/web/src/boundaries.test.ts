// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import FEATURES from '../feature-boundaries.json';

const root = path.resolve(import.meta.dirname, '../../..');
const featuresDir = path.join(root, 'apps/web/src/features');
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const features = folders(featuresDir);
const table: Record<string, string[]> = FEATURES;

/** A file inside a feature, past its index.ts: the first page, component or call it has. */
function insideOf(feature: string): string {
  for (const folder of ['routes', 'components', 'api']) {
    const dir = path.join(featuresDir, feature, folder);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir, { withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'),
    );
    if (files[0]) return `${folder}/${files[0].name.replace(/\.tsx?$/, '')}`;
  }
  throw new Error(`features/${feature} has no file past its index.ts`);
}

// One ESLint for every pair, with the project's own config; only the cycle walk (slow, and not what is tried here) is off.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const BOUNDARY = 'import-x/no-restricted-paths';

describe('the table of features', () => {
  it('has a row for every folder under features/, and no row without a folder', () => {
    expect(Object.keys(table).sort()).toEqual(features);
  });

  it('runs one way: a feature may import only features listed before it', () => {
    const order = Object.keys(table);
    const backwards = order.flatMap((feature, at) =>
      table[feature]!.filter((other) => !order.slice(0, at).includes(other)).map((other) => `${feature} -> ${other}`),
    );
    expect(backwards).toEqual([]);
  });
});

describe('an import planted in one feature into another', () => {
  it.each(features)('from %s is refused past index.ts, and through it unless the table allows it', { timeout: 60_000 }, async (feature) => {
    const refusedPastIndex: string[] = [];
    const refusedThroughIndex: string[] = [];
    for (const other of features.filter((name) => name !== feature)) {
      const source = [
        `import * as inside from '../${other}/${insideOf(other)}';`,
        `import * as shared from '../${other}';`,
        'export { inside, shared };',
        '',
      ].join('\n');
      const [result] = await eslint.lintText(source, { filePath: path.join(featuresDir, feature, 'index.ts') });
      const refusedOn = (line: number) => result!.messages.some((message) => message.ruleId === BOUNDARY && message.line === line);
      if (refusedOn(1)) refusedPastIndex.push(other);
      if (refusedOn(2)) refusedThroughIndex.push(other);
    }
    const others = features.filter((name) => name !== feature);
    expect(refusedPastIndex).toEqual(others);
    expect(refusedThroughIndex).toEqual(others.filter((other) => !table[feature]!.includes(other)));
  });
});
