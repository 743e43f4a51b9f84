import { errorAnswerSchema as error } from '@padstore/domain';

/** What every admin route may refuse with: bad input, no token, not an admin, not found, a newer edit. */
export const adminErrors = { 400: error, 401: error, 403: error, 404: error, 409: error } as const;
