import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's feature folders and what each may import, lowest first: a feature imports only the
 * features listed for it, and those only through their index.ts (what they choose to share). Shared code
 * (components/, lib/) imports no feature; app/ composes them all. So code flows one way.
 */
const FEATURES = {
  account: [],
  content: [],
  cart: [],
  notifications: [],
  reviews: [],
  auth: ['account'],
  delivery: ['account'],
  catalog: ['cart', 'delivery', 'reviews'],
  orders: ['cart'],
  checkout: ['account', 'cart', 'catalog', 'delivery', 'orders'],
  home: ['catalog', 'content'],
  admin: ['account', 'catalog', 'content', 'orders'],
};
const web = './apps/web/src';
const featureZones = Object.entries(FEATURES).flatMap(([feature, allowed]) =>
  Object.keys(FEATURES)
    .filter((other) => other !== feature)
    .map((other) =>
      allowed.includes(other)
        ? {
            target: `${web}/features/${feature}`,
            from: `${web}/features/${other}`,
            except: ['./index.ts'],
            message: `Import ${other} through features/${other}/index.ts, what it shares.`,
          }
        : {
            target: `${web}/features/${feature}`,
            from: `${web}/features/${other}`,
            message: `Features import one way: ${feature} ${allowed.length ? `may import only ${allowed.join(', ')}` : 'imports no other feature'} (see FEATURES in eslint.config.js).`,
          },
    ),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'e2e/screenshots/**',
      '**/.test-data/**',
      'apps/api/src/db/migrations/**',
      'packages/api-client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Drizzle: an update or delete without a where clause touches every row.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute'] > TemplateLiteral",
          message: 'Use the sql`` tag, never a plain template string, so that values are parameters.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${web}/components`, `${web}/lib`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code imports no feature and not the app.',
            },
            { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app; the app composes them.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
);
