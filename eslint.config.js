import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's feature folders and what each may import, lowest first (apps/web/feature-boundaries.json):
 * a feature imports only the features listed for it, and those only through their index.ts (what they
 * choose to share). Shared code (components/, lib/) imports no feature; app/ composes them all. So code
 * flows one way. A folder under features/ without a row stops the lint here, so no feature goes unchecked.
 */
const here = import.meta.dirname;
const web = path.join(here, 'apps/web/src');
const FEATURES = JSON.parse(readFileSync(path.join(here, 'apps/web/feature-boundaries.json'), 'utf8'));
const unlisted = readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in FEATURES))
  .map((entry) => entry.name);
if (unlisted.length) throw new Error(`features/${unlisted.join(', features/')} missing from apps/web/feature-boundaries.json`);
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
            message: `Features import one way: ${feature} ${allowed.length ? `may import only ${allowed.join(', ')}` : 'imports no other feature'} (see apps/web/feature-boundaries.json).`,
          },
    ),
);

/**
 * The API's modules and what each may import, lowest first: a module imports only the modules listed for
 * it (a service it needs, one way) and every one of those stands above it here, so no import climbs back
 * and no two modules import each other. admin composes the console from many modules and nothing imports
 * it. Shared machinery (lib/: the audit, the console's error schemas, the sessions, the operation table)
 * and plugins/ import no module; app.ts composes them all.
 */
export const API_MODULES = {
  stock: [],
  content: [],
  complaints: [],
  notifications: [],
  reviews: [],
  geo: [],
  health: [],
  monitoring: ['stock'],
  sms: [],
  outbox: [],
  push: ['outbox'],
  auth: ['sms'],
  staff: [],
  branches: ['stock'],
  seller: ['content'],
  bills: ['seller'],
  users: ['branches'],
  catalog: ['branches', 'stock'],
  cart: ['branches', 'stock'],
  offers: ['branches', 'content'],
  orders: ['bills', 'branches', 'content', 'offers', 'outbox', 'stock'],
  payments: ['orders', 'outbox'],
  floor: ['orders', 'staff'],
  cash: ['floor', 'offers'],
  rider: ['cash', 'floor', 'orders', 'staff'],
  repeats: ['branches', 'notifications', 'orders', 'outbox', 'sms', 'stock'],
  reorder: ['cash', 'repeats', 'stock'],
  privacy: ['auth', 'bills', 'complaints', 'orders', 'repeats', 'users'],
  opening: ['auth', 'cash', 'seller'],
  retention: [],
  admin: [
    'bills',
    'branches',
    'cash',
    'catalog',
    'complaints',
    'content',
    'offers',
    'orders',
    'outbox',
    'repeats',
    'seller',
    'staff',
    'stock',
    'users',
  ],
};
const api = './apps/api/src';
const apiTop = [`${api}/app.ts`, `${api}/server.ts`, `${api}/open-store.ts`, `${api}/contract`, `${api}/cli`];
const apiModuleZones = Object.entries(API_MODULES).flatMap(([module, allowed]) =>
  Object.keys(API_MODULES)
    .filter((other) => other !== module && !allowed.includes(other))
    .map((other) => ({
      target: `${api}/modules/${module}`,
      from: `${api}/modules/${other}`,
      message: `Modules import one way: ${module} ${allowed.length ? `may import only ${allowed.join(', ')}` : 'imports no other module'} (see API_MODULES in eslint.config.js); what several modules share belongs in lib/.`,
    })),
);
const apiBoundaries = {
  files: ['apps/api/src/**/*.ts'],
  // Tests build the whole store, as app.ts does, so they stand above the order.
  ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
  plugins: { 'import-x': importX },
  settings: {
    // Paths from this file, so that ESLint run from any folder (the API's tests run it) reads the same.
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/apps/api/tsconfig.json` })],
    'import-x/extensions': ['.ts'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
  },
  rules: {
    'import-x/no-cycle': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: [`${api}/lib`, `${api}/db`, `${api}/config.ts`, `${api}/storage`],
            from: [`${api}/modules`, `${api}/plugins`, ...apiTop],
            message: 'lib/, db/, storage/ and config.ts are the ground: they import no module, no plugin and not the app.',
          },
          {
            target: `${api}/plugins`,
            from: [`${api}/modules`, ...apiTop],
            message: 'Plugins import lib/, never a module (what a plugin needs of one belongs in lib/) and not the app.',
          },
          { target: `${api}/modules`, from: apiTop, message: 'Modules do not import the app; app.ts composes them.' },
          ...apiModuleZones,
        ],
      },
    ],
  },
};

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
  apiBoundaries,
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
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(here, 'apps/web/tsconfig.json') })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
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
