import type { FastifySchema } from 'fastify';
import { errorAnswerSchema } from '@padstore/domain';
import { OPERATION_IDS } from './operation-ids.js';

/** The groups of the API, as the README's architecture names them; every operation carries one. */
export const STORE_TAGS = [
  { name: 'Health', description: 'Whether this instance can serve: for load balancers and monitoring.' },
  { name: 'Sign-in', description: 'Registration and sign-in with a one-time code sent to the phone.' },
  { name: 'Account', description: 'The signed-in customer: profile, photo and finding an address.' },
  { name: 'Content', description: 'The store pages, banners, testimonials and the express delivery fee.' },
  { name: 'Catalog', description: 'Brands, products, sizes and what to buy with them.' },
  { name: 'Delivery', description: 'Whether a branch serves a pin code, and the delivery promise.' },
  { name: 'Reviews', description: 'Ratings and reviews by customers who bought the product.' },
  { name: 'Cart', description: 'The signed-in customer’s cart.' },
  { name: 'Notifications', description: 'What the store told the customer about her orders.' },
  { name: 'Notifications on her phone', description: 'Web Push: the shop’s public key and her devices’ subscriptions.' },
  { name: 'Orders', description: 'Placing, following and cancelling cash-on-delivery orders.' },
  { name: 'Payments', description: "Paying now online: the browser's verify and the gateways' webhooks (PAYMENT_PROVIDER)." },
  { name: 'Repeat orders', description: 'Her repeat orders: every N days from a day she picks, confirmed before cash is due.' },
  { name: 'Offers', description: 'Applying an offer’s code to her order: the discount, or why the code is refused.' },
  { name: 'Privacy', description: 'Her data: download everything the store holds, or delete the account.' },
  { name: 'Seller and policies', description: 'Who sells (legal name, GSTIN, grievance officer) and the shop’s policies.' },
  { name: 'Complaints', description: 'Grievances with a ticket number, acknowledged in 48 hours and redressed in a month.' },
  { name: 'Admin: dashboard', description: 'The console’s summary of the day: orders, revenue and stock.' },
  { name: 'Admin: orders', description: 'Finding orders and moving them along.' },
  { name: 'Admin: catalog', description: 'Products, pictures, brands, sizes, banners and testimonials.' },
  { name: 'Admin: branches', description: 'Branches, the pin codes they serve and their stock.' },
  { name: 'Stock', description: 'The stock ledger: receipts, counts, transfers, write-offs, reversals and the reorder list.' },
  { name: 'Admin: content and settings', description: 'The store pages and the express delivery fee.' },
  { name: 'Admin: seller and policies', description: 'The seller’s legal details and grievance officer.' },
  { name: 'Admin: repeat orders', description: 'What a branch’s repeat orders bring tomorrow and in the next seven days.' },
  { name: 'Admin: offers', description: 'Offers: codes, their discounts, dates, branches and uses, with what each has done.' },
  { name: 'Admin: customers', description: 'A customer as the console sees her: what the shop sent her and how it went.' },
  { name: 'Admin: payments', description: 'Reconciliation: money the gateway took that no order accounts for, and refunds overdue.' },
  { name: 'Admin: complaints', description: 'The complaints desk, with its acknowledgement and redress clocks.' },
  { name: 'Staff', description: 'Who works for the store, in which role and branches; a customer’s phone opened on purpose.' },
  { name: 'Floor', description: 'The branch floor: the queue by promise, pick lists, packing and handing to a rider.' },
  { name: 'Rider', description: 'The rider’s deliveries: the address, what to collect, delivered or not.' },
  { name: 'Cash', description: 'The day’s money per rider and branch, handed in and closed.' },
  { name: 'Development', description: 'Outside production only: the last code sent to a phone, and the repeat orders’ clock.' },
];

/**
 * A route that answers a file (a PDF bill) names its media type as `x-file` in its schema; its 200
 * answer is declared with that media type and binary content, since such answers are not serialised.
 */
export const FILE_ANSWER = 'x-file';

type Transformed = { schema: FastifySchema; url: string };

/** After the zod schemas are turned into JSON schemas: the file answers' media types. */
export function describeFileAnswer({ schema, url }: Transformed): Transformed {
  const { [FILE_ANSWER]: mediaType, ...rest } = schema as FastifySchema & { [FILE_ANSWER]?: unknown };
  if (typeof mediaType !== 'string') return { schema, url };
  const file = { description: `The file (${mediaType})`, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } };
  return { url, schema: { ...rest, response: { 200: file, ...(schema.response as Responses | undefined) } } };
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

type Responses = Record<string | number, unknown>;

/**
 * One operation of the published contract: its stable name, its security (`[]` for the public ones)
 * and the error answers every route can give besides its own, all in the store's `{message}` shape.
 * A request whose address or headers cannot be read is answered 400 by any route.
 */
export function describeOperation(method: string, url: string, schema: FastifySchema | undefined): FastifySchema {
  const security = schema?.security ?? [];
  const response: Responses = { ...(schema?.response as Responses | undefined) };
  response[400] ??= errorAnswerSchema;
  if (security.length > 0) response[401] ??= errorAnswerSchema;
  if (url.includes('/:')) response[404] ??= errorAnswerSchema;
  const operationId = OPERATION_IDS[`${method} ${url}`];
  return { ...schema, ...(operationId ? { operationId } : {}), security, response };
}
