import { FULL_NAME_MAX_LENGTH, MAX_LINE_QUANTITY, PHOTO_MAX_MEGAPIXELS, PLOT_NUMBER_MAX_LENGTH, STREET_MAX_LENGTH } from './constants.js';

/** A text longer than its field holds, in the specification's words ('Address must not exceed 255 characters'). */
export const tooLong = (what: string, max: number) => `${what} must not exceed ${max} characters`;

/**
 * Every message the specification quotes, kept once so that the forms and the API say the same thing.
 */
export const MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is not valid',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Mobile number is not valid',
  otpInvalid: 'Please enter a valid 6-digit OTP.',
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Full name must be at least 3 characters',
  fullNameTooLong: tooLong('Full name', FULL_NAME_MAX_LENGTH),
  genderRequired: 'Gender is required',
  genderInvalid: 'Invalid gender selection',
  addressRequired: 'Address is required',
  addressTooShort: 'Address must be at least 5 characters',
  addressTooLong: 'Address must not exceed 255 characters',
  pinCodeRequired: 'Pin code is required',
  profilePinCodeRequired: 'PinCode is required',
  pinCodeInvalid: 'Pin code must be a 6-digit number',
  plotNumberRequired: 'Plot number is required',
  streetRequired: 'Street name is required',
  plotNumberTooLong: tooLong('Plot number', PLOT_NUMBER_MAX_LENGTH),
  streetTooLong: tooLong('Street name', STREET_MAX_LENGTH),
  emailInvalid: 'Invalid email',
  ratingRequired: 'Rating is required',
  reviewRequired: 'Review is required',
  branchNotAvailable: 'Branch is not available.',
  pinCodeServed: 'Pincode is valid and branch is available.',
  pinCodeNotServed: 'Pincode is not valid',
  photoNotImage: 'Please upload an image file (JPG, PNG, GIF, etc.)',
  photoTooLarge: 'File size should be less than 5MB',
  photoMissing: 'Please select or upload a photo first',
  photoSaveFailed: 'Failed to save photo. Please try again.',
  unexpected: 'An unexpected error occurred.',
  somethingWrong: 'Something went wrong',
  otpResent: 'OTP resent successfully',
  otpVerifyFailed: 'An error occurred during verification. Please try again.',
  placeOrderFailed: 'Failed to place order',
  noContent: 'No content available',
  // Messages the specification leaves to us (DESIGN.md section 3).
  userNotFound: 'User not found. Please register.',
  phoneAlreadyRegistered: 'This mobile number is already registered. Please login.',
  otpSent: 'OTP sent successfully',
  otpWrong: 'Invalid OTP. Please try again.',
  otpExpired: 'OTP has expired or was not requested. Please request a new one.',
  otpBurnt: 'Too many wrong attempts. Please request a new OTP.',
  otpCooldown: 'Please wait before requesting another OTP.',
  otpHourlyLimit: 'Too many OTP requests for this number. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyPictures: 'Too many pictures uploaded. Please try again in a few minutes.',
  /** A query string parameter the route does not declare (followed by its names). */
  unknownQueryField: 'This parameter is not part of this request',
  tooManyCodeTries: 'Too many codes tried. Please try again later.',
  photoTooManyPixels: `This picture is too big. Please choose one of at most ${PHOTO_MAX_MEGAPIXELS} megapixels.`,
  smsFailed: 'Could not send the OTP. Please try again.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  loggedOutEverywhere: 'Signed out on every device',
  registered: 'Registration successful. OTP sent to your mobile number.',
  profileUpdated: 'Profile updated successfully',
  phoneCannotChange: 'Mobile number cannot be changed',
  loginRequired: 'Please login to continue',
  forbidden: 'You are not allowed to do this',
  /** A write signed in by the session cookie that did not come from the store's own pages (decision record 018). */
  notFromStorePages: 'Please reload the page and try again.',
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON',
  nulCharacter: 'Text cannot contain a NUL character',
  bodyTooLarge: 'The request body is too large',
  unavailable: 'The store is briefly unavailable. Please try again in a moment.',
  idInvalid: 'The id is not valid',
  productIdInvalid: 'The product id is not valid',
  /** Any change made on a copy that someone else changed meanwhile: an operator's edit, an order moved or cancelled. */
  staleEdit: 'This was changed by someone else meanwhile. Reload it and try again.',
  productNotFound: 'Product not found',
  brandNotFound: 'Brand not found',
  notificationNotFound: 'Notification not found',
  notificationRead: 'Notification marked as read',
  noOtpSent: 'No OTP was sent to this phone',
  coordinatesInvalid: 'Latitude and longitude are not valid',
  geocoderSlow: 'The address service did not answer in time',
  geocoderUnreachable: 'The address service could not be reached',
  geocoderFailed: 'The address service could not find an address',
  languageInvalid: 'Choose English or Hindi',
} as const;

/**
 * Where the store delivers, said plainly beside the specification's pin-code messages: 'Pincode is not
 * valid' is kept, but a real pin code that no branch serves is not invalid, so she is also told why.
 */
export const DELIVERY_MESSAGES = {
  notDelivered: (pinCode: string) => `We don't deliver to ${pinCode} yet`,
  delivered: (pinCode: string) => `We deliver to ${pinCode}`,
  mayStillRegister: 'You can still register now and order once a branch serves it.',
  mayStillSave: 'You can still save this address.',
  changeLocation: 'Change delivery location',
  /** The home page's heading over the notice, and its page heading without the 30-60 minute promise. */
  toYou: 'Delivery to you',
  storeWithoutPromise: 'Pad Store: sanitary pads',
  /** The top bar's promise and place: the fastest promise where she is, or plainly that there is none. */
  promiseAt: (pinCode: string) => `Delivery in 30-60 min · ${pinCode}`,
  notDeliveringYet: (pinCode: string) => `Not delivering to ${pinCode} yet`,
  /** The top bar's place before she has given one. */
  choosePinCode: 'Delivery in 30-60 min · Set your pin code',
} as const;

/** What the cart answers: its changes and its refusals. */
export const CART_MESSAGES = {
  added: 'Added to cart',
  updated: 'Cart updated',
  removed: 'Removed from cart',
  notInCart: 'This product is not in your cart',
  lineFull: `A cart line holds at most ${MAX_LINE_QUANTITY} packs`,
  outOfStock: 'Out of stock',
  onlyLeft: (left: number) => `Only ${left} left`,
  /** The one-tap fix of a line the branch cannot fill: take what is left, or drop the line. */
  takeWhatIsLeft: (left: number) => `Change to ${left}`,
  removeUnavailable: 'Remove it',
  /** Above the products listed on the out-of-stock page. */
  shortListTitle: 'Not enough in stock',
  /** Under a product's stepper once her cart holds every pack her branch has. */
  allLeftInCart: (left: number) => `All ${left} left are in your cart`,
} as const;

// Her orders' messages and the console's are in modules of their own, out of a page's first load, which
// says none of them (the pages' bundler places code by module); named here too, as every message is.
export { ARRIVAL_MESSAGES, NOTIFICATION_MESSAGES, PAYMENT_MESSAGES, REVIEW_MESSAGES } from './order-messages.js';
export { CONSOLE_MESSAGES } from './console-messages.js';

/** The profile's 'My data' card: her data as a page to read, and as the JSON file beside it. */
export const MY_DATA_TEXTS = {
  downloadPage: 'Download my data to read',
  downloadJson: 'Download as JSON',
} as const;

/** What she is told when the network is gone (the service worker, decision record 022). */
export const OFFLINE_MESSAGES = {
  banner: 'You are offline.',
  mayBeOutOfDate: 'This is the shop as you last saw it: prices and stock may have changed. You can add to cart once you are back online.',
  tryAgainOnline: 'You are offline. Connect to the internet and try again.',
} as const;
