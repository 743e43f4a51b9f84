import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder. This file sits one level below it in src/, as the built server does in dist/,
 * so the same line finds it whether the sources run through tsx or the bundle runs under plain Node.
 */
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'src/db/migrations');
export const WEB_DIST = path.join(API_ROOT, '../web/dist');
