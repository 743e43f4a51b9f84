import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, operations } from './schema.js';

export type StoreClient = Client<paths>;

/**
 * A typed client of a running store (`baseUrl` such as `https://shop.example`), with the customer's
 * session token when she has signed in. Every path, body and answer is typed from the store's OpenAPI
 * document; `npm run client:generate` makes the types again from the current API.
 */
export function createStoreClient(baseUrl: string, token?: string): StoreClient {
  return createClient<paths>({ baseUrl, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}
