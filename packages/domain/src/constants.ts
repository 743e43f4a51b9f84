/** Business constants from section 9 of the specification and DESIGN.md. */
export const STORE_NAME = 'Pad Store';
export const SUPPORT_EMAIL = 'support@padstore.example';
export const COPYRIGHT_YEAR = 2025;
export const FOOTER_TAGLINE = 'Your Trusted Partner';

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 59;
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;

export const SESSION_LIFETIME_DAYS = 30;

export const PIN_CODE_LENGTH = 6;
export const PHONE_INPUT_MAX_LENGTH = 10;
export const FULL_NAME_MIN_LENGTH = 3;
export const ADDRESS_MIN_LENGTH = 5;
export const REGISTER_ADDRESS_MAX_LENGTH = 100;
export const LOCATION_ADDRESS_MAX_LENGTH = 255;
/** Bounds on what a customer saves: a name, plot and street fit a label and a bill, and no more. */
export const FULL_NAME_MAX_LENGTH = 100;
export const PLOT_NUMBER_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 200;
/** A mobile number as typed, spaces and country code included ('+91 98765 43210'). */
export const PHONE_TEXT_MAX_LENGTH = 30;

/** Packs of one product a cart line, or an order, may hold. */
export const MAX_LINE_QUANTITY = 99;

export const PRODUCT_PAGE_SIZE = 8;
export const HOME_GRID_SIZE = 8;
export const HOME_TESTIMONIALS = 2;
export const PRICE_FLOOR = 0;
export const PRICE_CEILING = 5000;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Pixels a picture may have before it is decoded: a 40-megapixel one takes half a second and 200 MB. */
export const PHOTO_MAX_MEGAPIXELS = 24;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 2500;
export const CAROUSEL_TRANSITION_MS = 700;
export const ABOUT_IMAGE_INTERVAL_MS = 5000;

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SESSION_KEYS = { token: 'token', phoneNumber: 'phoneNumber' } as const;

/**
 * The cookies that keep a customer signed in across tabs and days (decision record 018): the session's
 * token, HttpOnly (named `__Host-padstore_session` over HTTPS, which only the shop's own host can set), and
 * a readable mark that the browser holds a session, with no secret in it, for the page to know before it asks.
 */
export const SESSION_COOKIES = { session: 'padstore_session', signedIn: 'padstore_signed_in' } as const;

/**
 * The header the store's own pages send with every API call. A write signed in by the cookie alone must
 * carry it: another site's page cannot add a header to a request to the shop without the shop's leave (CORS).
 */
export const STORE_PAGE_HEADER = { name: 'x-requested-with', value: 'padstore' } as const;

/** The static pages an operator edits. */
export const PAGE_KEYS = ['about', 'privacy', 'terms', 'contact', 'returns', 'shipping'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The longest search she may type; a longer one is refused with a clear message, never cut silently. */
export const SEARCH_MAX_LENGTH = 100;
/** Suggestions start at this many letters. */
export const SUGGEST_MIN_LENGTH = 2;
