/**
 * What the store's service worker (sw.ts) keeps for when the network drops, and what it never keeps.
 * Pure rules, no worker code, so that the web app and the tests read the same ones (decision record 022).
 */

/**
 * The header the service worker puts on an answer it took from its copies because the network failed:
 * the time the copy was saved. The app reads it as "offline, and this may be out of date".
 */
export const OFFLINE_COPY_HEADER = 'x-padstore-offline-copy';

/** The cache the worker keeps the catalog's answers in. */
export const CATALOG_ANSWERS_CACHE = 'catalog-answers';

/**
 * The worker's caches that may hold a signed-in customer's answers (her catalog pages carry her branch's
 * stock): emptied when she signs out, so the next person on the device never sees them offline. The
 * pictures and the app's files are the same for everyone and stay.
 */
export const HER_CACHES = [CATALOG_ANSWERS_CACHE];

/** What the page tells its worker when she signs out (lib/offline.ts). */
export const SIGNED_OUT_MESSAGE = 'padstore:signed-out';

/**
 * Whether the worker keeps a catalog answer from the network: a whole one (as Workbox keeps by default),
 * asked for after the last sign-out (one asked for before may be hers, arriving after her copies went).
 */
export const keepsAnswer = (status: number, askedAt: number, signedOutAt: number): boolean => status === 200 && askedAt >= signedOutAt;

/**
 * The catalog's public answers, the same for every guest: the product lists and pages, brands, sizes,
 * reviews, banners, testimonials and the store's pages. Kept after each answer from the network, and
 * answered from the copy only when the network fails. Everything else (her profile, cart, checkout,
 * orders, notifications, the pin-code check with its stock and promise, the express fee, the search
 * box's suggestions, the staff's screens) is never kept: it comes from the network or not at all.
 */
const CATALOG_ANSWERS = [
  /^user\/brand\/getAllBrands$/,
  /^products\/getAllSizes$/,
  /^user\/Product\/getAllProducts$/,
  /^user\/brand\/getProductsByBrand\/[\w-]+$/,
  /^user\/Product\/(getProductById|getBuyItWith|getRelatedProducts)\/[\w-]+$/,
  /^user\/review\/(getReviews|getAverageRatings)\/[\w-]+$/,
  /^user\/banner\/getAllBanners$/,
  /^testimonial\/getAllTestimonials$/,
  /^user\/getContactUs$/,
  /^settings\/(getTerms|getPrivacy|getAboutUs|getReturns|getShipping)$/,
  /^seller$/,
];

/** Whether an API address (its path after /api/, without the query) is a catalog answer kept for offline. */
export const isCatalogAnswer = (path: string): boolean => CATALOG_ANSWERS.some((pattern) => pattern.test(path));

/** The pictures of products, brands and banners (uploaded, or the demo catalog's): kept as she sees them. */
export const isCatalogPicture = (pathname: string): boolean => /^\/(uploads|demo)\//.test(pathname);

/**
 * The language a catalog answer was asked in: the first tag of its Accept-Language (the app sends the
 * page's language alone, lib/api-client.ts); English without one. The answers differ by it (Hindi
 * product names, the API's messages), and the worker keeps each language's copy apart.
 */
export function answerLanguageOf(acceptLanguage: string | null): string {
  return /^\s*([a-z]{2,3})(?![a-z])/i.exec(acceptLanguage ?? '')?.[1]?.toLowerCase() ?? 'en';
}

/** The language a page the server rendered is in (its `<html data-lang>`); the pseudo-language's answers are English's. */
export function pageLanguageOf(html: string): string {
  const language = /<html\b[^>]*\sdata-lang="([\w-]+)"/.exec(html)?.[1];
  return !language || language === 'pseudo' ? 'en' : answerLanguageOf(language);
}

/**
 * The address a copy of a catalog answer is kept under: the answer's own, with the language it was asked
 * in. The Cache API matches by address (the worker ignores Vary: a signed-in customer's answers vary
 * by her session too), so without it a copy kept in one language would be answered, offline, in the
 * other after she switched.
 */
export function copyAddressOf(url: string, language: string): string {
  const address = new URL(url);
  address.searchParams.set('copy-language', language);
  return address.href;
}

/**
 * The catalog answers a page the server rendered carries for its first screen (the API's first-view.ts
 * writes them in `<script type="application/json" id="first-answers">`), by API address: the app reads
 * them instead of asking, so the worker keeps them as if it had seen the answers themselves.
 */
export function firstAnswersOf(html: string): [address: string, answer: unknown][] {
  const block = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) return [];
  try {
    const answers = JSON.parse(block) as Record<string, unknown>;
    return Object.entries(answers).filter(([address]) => isCatalogAnswer(address.split('?')[0] ?? ''));
  } catch {
    return [];
  }
}
