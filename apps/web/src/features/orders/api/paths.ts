import { apiPath } from '../../../lib/api-path';

/** The API path (after /api/) of her orders; the home page's first view (app/first-views.ts) names the same one. */
export const ORDERS_PATH = apiPath('GET user/orders');
