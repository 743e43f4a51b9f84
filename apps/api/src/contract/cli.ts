import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.js';
import { servedDocument } from './served-document.js';

/**
 * `document FILE`: writes the OpenAPI document a running store serves (for linting).
 * `client`: generates the typed client's types in packages/api-client from it.
 */
const [command, file] = process.argv.slice(2);
if (command === 'document' && file) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(await servedDocument(), null, 2)}\n`);
} else if (command === 'client') {
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes(await servedDocument()));
  process.stdout.write(`wrote ${CLIENT_TYPES_FILE}\n`);
} else {
  process.stderr.write('usage: cli.ts document FILE | client\n');
  process.exit(2);
}
