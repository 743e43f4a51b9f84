import { matchPath, type Params } from 'react-router';
import type { BannersAnswer, ProductAnswer, ProductList } from '@padstore/domain';
import type { RouteAnswer } from '@padstore/domain/api-routes';
// The features' path builders themselves, not their index: the table's code stays small (those builders
// and react-router's matchPath), so the API's tests can bundle it on its own.
import { BRANDS_PATH, NO_FILTERS, SIZES_PATH, productPath, productsPath, suggestionsPath } from '../features/catalog/api/paths';
import { listingProductFilters, parseListingFilters } from '../features/catalog/components/listing-filters';
import { BANNERS_PATH, CONTACT_PATH, TESTIMONIALS_PATH } from '../features/content/api/paths';
import { recentlyOrdered } from '../features/home/components/recently-ordered';
import { ORDERS_PATH } from '../features/orders/api/paths';
import { averageRatingPath, reviewsPath } from '../features/reviews/api/paths';

/**
 * What the first screen of a page needs, for the pages the store's server renders before the app runs
 * (see the API's plugins/first-view.ts, which asks the web app's server build through firstViewOf):
 * - the API paths (after /api/) its queries ask for, built with the very path builders those queries
 *   use, so the answers sent with the page are the ones the app looks for;
 * - the picture that is the largest thing on that screen: which answer holds it, and where;
 * - for a signed-in customer (her session cookie), the answer of hers that screen starts with, and the
 *   public answers it leads to: the home page's 'Buy again' (her orders, then their products).
 * The router declares these pages at these paths.
 */
export interface FirstView {
  answers: string[];
  picture?: { from: string; pick: (answer: never) => unknown };
  hers?: { answer: string; leadsTo: (answer: never) => string[] };
}

/** An id of the store's records, as the API writes them: nothing else goes into an API path. */
const ID = /^[0-9a-fA-F-]{36}$/;

const listing = (brandId: string | undefined, search: URLSearchParams): FirstView => {
  const products = productsPath(listingProductFilters(parseListingFilters(search), brandId), 1, brandId);
  return {
    answers: [BRANDS_PATH, SIZES_PATH, products],
    picture: { from: products, pick: (answer: ProductList) => answer.products?.[0]?.image },
  };
};

/** A page whose first screen needs no answers: its form is rendered as it is. */
const form = (): FirstView => ({ answers: [] });

const views = {
  home: {
    path: '/',
    needs: (): FirstView => ({
      answers: [BANNERS_PATH, BRANDS_PATH, productsPath(NO_FILTERS, 1), TESTIMONIALS_PATH, CONTACT_PATH],
      picture: { from: BANNERS_PATH, pick: (answer: BannersAnswer) => answer.banners?.[0]?.image },
      hers: {
        answer: ORDERS_PATH,
        leadsTo: (answer: RouteAnswer<'GET user/orders'>) => recentlyOrdered(answer.orders ?? []).map(productPath),
      },
    }),
  },
  listing: { path: '/all-products', needs: (_params: Params, search: URLSearchParams) => listing(undefined, search) },
  brandListing: {
    path: '/all-products/:id',
    needs: ({ id }: Params, search: URLSearchParams) => (id && ID.test(id) ? listing(id, search) : null),
  },
  product: {
    path: '/product/:id',
    needs: ({ id }: Params): FirstView | null =>
      id && ID.test(id)
        ? {
            answers: [
              productPath(id),
              averageRatingPath(id),
              reviewsPath(id),
              suggestionsPath('getBuyItWith', id),
              suggestionsPath('getRelatedProducts', id),
            ],
            picture: { from: productPath(id), pick: (answer: ProductAnswer) => answer.product?.image },
          }
        : null,
  },
  login: { path: '/login', needs: form },
  register: { path: '/register', needs: form },
  verifyOtp: { path: '/verifyotp', needs: form },
  locationAccess: { path: '/locationaccess', needs: form },
} satisfies Record<string, { path: string; needs: (params: Params, search: URLSearchParams) => FirstView | null }>;

export type FirstViewPage = keyof typeof views;

/** The route path of each page with a first view, for the router. */
export const FIRST_VIEW_PATHS = Object.fromEntries(Object.entries(views).map(([page, view]) => [page, view.path])) as {
  [Page in FirstViewPage]: (typeof views)[Page]['path'];
};

/** Which page with a first view an address is, and what that screen needs; null for every other page. */
export function matchFirstView(url: string): { page: FirstViewPage; view: FirstView } | null {
  const { pathname, searchParams } = new URL(url, 'http://store.local');
  for (const [page, { path, needs }] of Object.entries(views) as [FirstViewPage, (typeof views)[FirstViewPage]][]) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const view = needs(match.params, searchParams);
    return view && { page, view };
  }
  return null;
}

/** What the first screen at this address needs, or null when the server should leave the page to the app. */
export const firstViewOf = (url: string): FirstView | null => matchFirstView(url)?.view ?? null;
