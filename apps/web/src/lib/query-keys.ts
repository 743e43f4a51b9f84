import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the app, built here: a query asks under one of these, and a change invalidates
 * exactly the ones it makes stale by naming them, never by a string spelled elsewhere. Keys that end in
 * the token keep a guest's and a customer's answers apart.
 */
type Token = string | null;

/**
 * A query's `placeholderData` for a key that ends in the token: when the key changes from a guest's to a
 * signed-in customer's with nothing else changed (her first screen, painted for a guest, becoming hers),
 * the guest's answer stays on the screen until hers arrives instead of a loading state.
 */
export function guestAnswerUntilHers(queryKey: readonly unknown[]) {
  const rest = JSON.stringify(queryKey.slice(0, -1));
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery && previousQuery.queryKey.at(-1) === null && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === rest
      ? previous
      : undefined;
}

export const queryKeys = {
  user: { all: ['user'] as const, of: (token: Token) => ['user', token] as const },
  cart: ['cart'] as const,
  coupon: {
    /** The code she applied, kept for this visit of the shop (cart page to checkout), never stored. */
    code: ['coupon', 'code'] as const,
    summary: (code: string | null, request: unknown, basis: unknown) => ['coupon', 'summary', code, request, basis] as const,
  },
  cartCount: { all: ['cart-count'] as const, of: (token: Token) => ['cart-count', token] as const },
  notifications: { all: ['notifications'] as const, of: (kind: 'read' | 'unread') => ['notifications', kind] as const },
  notificationCount: { all: ['notification-count'] as const, of: (token: Token) => ['notification-count', token] as const },
  orders: {
    all: ['orders'] as const,
    list: ['orders', 'list'] as const,
    one: (id: string) => ['orders', id] as const,
    tracking: (id: string) => ['orders', id, 'track'] as const,
  },
  repeats: ['repeats'] as const,
  notificationSettings: ['notification-settings'] as const,
  push: {
    settings: ['push-settings'] as const,
    device: ['push-device'] as const,
  },
  catalog: {
    brands: ['brands'] as const,
    sizes: ['sizes'] as const,
    products: ['products'] as const,
    listing: (brandId: string | null, filters: unknown, token: Token) => ['products', 'list', brandId, filters, token] as const,
    grid: (brandId: string | null, token: Token) => ['products', 'grid', brandId, token] as const,
    product: ['product'] as const,
    productOf: (id: string, token: Token) => ['product', id, token] as const,
    suggestions: (id: string, kind: string, token: Token) => ['product', id, kind, token] as const,
    search: (q: string) => ['products', 'suggest', q] as const,
  },
  reviews: {
    of: (productId: string) => ['reviews', productId] as const,
    list: (productId: string) => ['reviews', productId, 'list'] as const,
    average: (productId: string) => ['reviews', productId, 'average'] as const,
  },
  content: {
    banners: ['banners'] as const,
    testimonials: ['testimonials'] as const,
    contact: ['contact'] as const,
    pages: ['page'] as const,
    page: (path: string) => ['page', path] as const,
  },
  delivery: {
    serviceability: (pinCode: string, productId: string | null) => ['serviceability', pinCode, productId] as const,
    expressFee: ['emergency-fee'] as const,
  },
  payments: {
    options: ['payment-options'] as const,
  },
  console: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    firstDay: ['admin', 'first-day'] as const,
    audit: (who: string, what: string) => ['admin', 'audit', who, what] as const,
    orders: (query: string) => ['admin', 'orders', query] as const,
    order: (id: string) => ['admin', 'order', id] as const,
    customerMessages: (id: string) => ['admin', 'customer-messages', id] as const,
    products: ['admin', 'products'] as const,
    branches: ['admin', 'branches'] as const,
    repeatDemand: (branchId: string) => ['admin', 'repeat-demand', branchId] as const,
    banners: ['admin', 'banners'] as const,
    brands: ['admin', 'brands'] as const,
    content: ['admin', 'content'] as const,
    seller: ['admin', 'seller'] as const,
    synonyms: ['admin', 'search-synonyms'] as const,
    offers: ['admin', 'offers'] as const,
    reconciliation: ['admin', 'payments', 'reconciliation'] as const,
  },
  seller: ['seller'] as const,
  /** A branch's stock: every stock write makes all of it stale (on hand, ledgers, counts, transfers, reorder). */
  stock: {
    all: ['stock'] as const,
    onHand: (branchId: string) => ['stock', branchId, 'on-hand'] as const,
    ledger: (branchId: string, productId: string) => ['stock', branchId, 'ledger', productId] as const,
    waiting: (branchId: string) => ['stock', branchId, 'waiting'] as const,
    transfers: (branchId: string) => ['stock', branchId, 'transfers'] as const,
    reorder: (branchId: string, coverDays: string) => ['stock', branchId, 'reorder', coverDays] as const,
  },
};

type Key = readonly unknown[];

/** Marks every query under each of these keys stale (and refetches the ones on screen). */
export function invalidateAll(queryClient: QueryClient, keys: readonly Key[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
