import { HttpError, notFound } from '../../lib/http-error.js';

export const STALE_EDIT = 'This was changed by someone else meanwhile. Reload it and try again.';

/**
 * An edit made on a copy of version N: `update` writes only where the row is still at version N (and
 * bumps it). Nothing written means the row is gone (404) or someone saved a newer version first (409).
 */
export async function saveVersioned<T>(update: () => Promise<T[]>, exists: () => Promise<unknown[]>, what: string): Promise<T> {
  const [updated] = await update();
  if (updated) return updated;
  if ((await exists()).length === 0) throw notFound(`${what} not found`);
  throw new HttpError(409, STALE_EDIT);
}
