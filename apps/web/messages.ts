import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '@padstore/domain/i18n';
import ts from 'typescript';

/**
 * The English file (`packages/domain/src/i18n/locales/en.json`): every English text a customer can
 * read, for a translator and for the pseudo-language. It is read from the code: the domain's messages
 * (`i18n/en.ts`), and every literal text the pages say through `t()`, `t.rich()`, `translate()` or mark
 * with `msg()` (lib/i18n.tsx). `npm run messages` writes it; messages.test.ts holds it true.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = path.join(HERE, 'src');
export const ENGLISH_FILE = path.resolve(HERE, '../../packages/domain/src/i18n/locales/en.json');

const CALLS = new Set(['t', 'translate', 'msg']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const isSaid = (callee: ts.Expression) =>
  (ts.isIdentifier(callee) && CALLS.has(callee.text)) ||
  (ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'rich' &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 't');

/** The literal texts one file says, and where a call's first argument is not a literal (for the test to judge). */
export function textsOf(file: string): { texts: string[]; others: string[] } {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const others: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isSaid(node.expression) && node.arguments.length > 0) {
      const first = node.arguments[0]!;
      if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) texts.push(first.text);
      else others.push(`${path.relative(SOURCE, file)}: ${first.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, others };
}

/** Every English text: the domain's and the pages', as the English file holds them (each its own English). */
export function englishCatalog(): Record<string, string> {
  const texts = new Set<string>(Object.values(en));
  for (const file of sourceFiles(SOURCE)) textsOf(file).texts.forEach((text) => texts.add(text));
  texts.delete('');
  return Object.fromEntries([...texts].sort().map((text) => [text, text]));
}

export const catalogJson = (catalog: Record<string, string>) => `${JSON.stringify(catalog, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const catalog = englishCatalog();
  writeFileSync(ENGLISH_FILE, catalogJson(catalog));
  console.log(`${ENGLISH_FILE}: ${Object.keys(catalog).length} texts`);
}
