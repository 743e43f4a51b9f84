import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { pseudoText } from './src/lib/pseudo-text';

/** Where the store's message files are: `en.json` (the English file) and one file per other language. */
export const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../packages/domain/src/i18n/locales');

/** The pseudo-language: made from the English file when the app is built, for finding texts that skip the library. */
export const PSEUDO_CATALOG = 'virtual:pseudo-catalog';

const QUERY = '?lingui';
const PREFIX = '\0lingui:';
// The module's name ends in .js: Vite's JSON plugin would take a name ending in .json for its own.
const SUFFIX = '.js';

/** A compiled message with its words in the pseudo-language: its values' names and plural forms kept. */
export function pseudoMessage(compiled: unknown): unknown {
  if (typeof compiled === 'string') return pseudoText(compiled);
  if (!Array.isArray(compiled)) return compiled;
  return compiled.map((token: unknown) => {
    if (typeof token === 'string') return pseudoText(token);
    if (!Array.isArray(token)) return token;
    const [name, type, forms] = token as [string, string?, unknown?];
    if (!forms || typeof forms !== 'object') return token;
    return [name, type, Object.fromEntries(Object.entries(forms).map(([form, message]) => [form, pseudoMessage(message)]))];
  });
}

const compileAll = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([english, text]) => [english, compileMessage(text)]));

/**
 * A language's message file, imported with `?lingui`, arrives compiled (Lingui's compiled form): the
 * browser carries no message compiler, and only the language a page is in is loaded. The English file
 * lists every English text, for the translator and for the pseudo-language.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'padstore-compiled-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === PSEUDO_CATALOG) return `${PREFIX}pseudo${SUFFIX}`;
      if (!source.endsWith(QUERY)) return null;
      const file = source.slice(0, -QUERY.length);
      return `${PREFIX}${path.isAbsolute(file) && !file.startsWith('/src') ? file : path.resolve(importer ? path.dirname(importer) : '', file)}${SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length, -SUFFIX.length);
      const file = name === 'pseudo' ? path.join(LOCALES, 'en.json') : name;
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = compileAll(catalog);
      const messages =
        name === 'pseudo'
          ? Object.fromEntries(Object.entries(compiled).map(([english, message]) => [english, pseudoMessage(message)]))
          : compiled;
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
