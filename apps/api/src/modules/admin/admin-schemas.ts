import { errorSchema } from '../../lib/schemas.js';

/** What every admin route may refuse with: bad input, no token, not an admin, not found, a newer edit. */
export const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;
