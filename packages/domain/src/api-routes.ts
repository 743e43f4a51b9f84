import { z } from 'zod';
import { notificationSettingsAnswerSchema, notificationSettingsChangeSchema } from './schemas/notification-settings.js';
import {
  adminBannerSchema,
  adminBannerUpdateSchema,
  adminBranchSchema,
  adminBranchUpdateSchema,
  adminBrandSchema,
  adminBrandUpdateSchema,
  adminFeeSchema,
  adminOrderListQuerySchema,
  customerMessagesQuerySchema,
  auditQuerySchema,
  adminOrderStatusSchema,
  adminPageSchema,
  adminPinCodesSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminSizeSchema,
  adminStockSchema,
  adminTestimonialSchema,
} from './schemas/admin.js';
import {
  cartAnswerSchema,
  cartChangeAnswerSchema,
  complaintMovedAnswerSchema,
  complaintRaisedAnswerSchema,
  complaintsAnswerSchema,
  consoleBannersAnswerSchema,
  consoleBrandsAnswerSchema,
  consoleBranchesAnswerSchema,
  consoleContentAnswerSchema,
  consoleOrderAnswerSchema,
  customerMessagesAnswerSchema,
  consoleOrdersAnswerSchema,
  auditPageAnswerSchema,
  consoleProductsAnswerSchema,
  consoleSellerAnswerSchema,
  contactAnswerSchema,
  countAnswerSchema,
  createdAnswerSchema,
  dashboardAnswerSchema,
  firstDayAnswerSchema,
  smsCheckAnswerSchema,
  deskComplaintsAnswerSchema,
  expressFeeAnswerSchema,
  loginAnswerSchema,
  messageAnswerSchema,
  notificationsAnswerSchema,
  orderAnswerSchema,
  ordersAnswerSchema,
  pageAnswerSchema,
  pageSavedAnswerSchema,
  pinCodesAddedAnswerSchema,
  paymentOptionsAnswerSchema,
  placedOrderAnswerSchema,
  policyPageAnswerSchema,
  productAnswerSchema,
  productCreatedAnswerSchema,
  productListAnswerSchema,
  productsAnswerSchema,
  registeredAnswerSchema,
  reverseGeocodeAnswerSchema,
  reviewsAnswerSchema,
  averageRatingAnswerSchema,
  savedAnswerSchema,
  sellerAnswerSchema,
  serviceabilityAnswerSchema,
  signedInAnswerSchema,
  sizesAnswerSchema,
  stockAnswerSchema,
  trackingAnswerSchema,
  uploadedAnswerSchema,
  userAnswerSchema,
  userUpdatedAnswerSchema,
  versionAnswerSchema,
  bannersAnswerSchema,
  brandsAnswerSchema,
  testimonialsAnswerSchema,
} from './schemas/answers/index.js';
import { loginSchema, registerSchema, resendOtpSchema, updateUserSchema, verifyOtpSchema } from './schemas/auth.js';
import { addToCartSchema, setCartQuantitySchema } from './schemas/cart.js';
import {
  cashDayAnswer,
  prepaidDayOrdersAnswer,
  promiseKeptAnswer,
  riderDayOrdersAnswer,
  upiSettingsAnswer,
} from './schemas/cash-answers.js';
import { reconciliationAnswerSchema } from './schemas/answers/payments.js';
import {
  branchQuerySchema,
  countDecisionSchema,
  ledgerCheckAnswer,
  reorderAnswer,
  reorderQuerySchema,
  stockCountAnswer,
  stockCountSchema,
  stockCreatedAnswer,
  stockLedgerAnswer,
  stockLedgerQuerySchema,
  stockOnHandAnswer,
  stockReceiptSchema,
  stockReversalSchema,
  stockSettingsSchema,
  stockTransferSchema,
  stockWriteOffSchema,
  transferAnswer,
  transferReceivedSchema,
  transfersAnswer,
  waitingCountsAnswer,
} from './schemas/stock.js';
import { productListQuerySchema, reviewSchema } from './schemas/catalog.js';
import { searchSynonymSchema, searchSynonymsAnswerSchema, suggestAnswerSchema, suggestQuerySchema } from './schemas/search.js';
import { adminComplaintListQuerySchema, adminComplaintUpdateSchema, complaintSchema } from './schemas/complaint.js';
import { otpField } from './schemas/fields.js';
import { floorAnswer, riderDayAnswer } from './schemas/floor-answers.js';
import { cancelOrderSchema, directBuySchema, placeOrderSchema, verifyPaymentSchema } from './schemas/order.js';
import {
  createRepeatSchema,
  repeatAnswerSchema,
  repeatDemandAnswerSchema,
  repeatRunAnswerSchema,
  repeatsAnswerSchema,
  runRepeatsSchema,
  updateRepeatSchema,
} from './schemas/repeats.js';
import { pushSettingsAnswerSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from './schemas/push.js';
import {
  couponAnswerSchema,
  couponRequestSchema,
  offerAnswerSchema,
  offerInputSchema,
  offersAnswerSchema,
  offerUpdateSchema,
} from './schemas/offer.js';
import { sellerDetailsUpdateSchema } from './schemas/seller.js';
import { customerPhoneAnswer, staffAddedAnswer, staffListAnswer, staffMeAnswer } from './schemas/staff-answers.js';
import {
  assignRiderSchema,
  dayField,
  deliveredSchema,
  handInReversalSchema,
  handInSchema,
  notDeliveredSchema,
  prepaidDayOrdersQuerySchema,
  riderDayOrdersQuerySchema,
  shiftSchema,
  staffInputSchema,
  staffUpdateSchema,
  upiSettingsSchema,
} from './schemas/staff.js';

/** What one route of the API takes and answers: the schemas its route declares. */
export interface ApiRoute {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** The body may also be a multipart form (a photo or a picture with it). */
  readonly form?: true;
  readonly answer: z.ZodType;
}

/**
 * Every route the web app calls, as `METHOD path` after /api/ (path parameters as `{name}`, the way
 * STAFF_OPERATIONS and the OpenAPI document name them), with the schemas the API's route declares for
 * its body, its query and its 2xx answer. The web app's one call, `api(route, ...)`, takes its types
 * from here, so a path, a body or an answer that is not the contract's fails the type check.
 */
export const API_ROUTES = {
  // The customer's account and sign-in
  'POST user/register': { body: registerSchema, answer: registeredAnswerSchema },
  'POST user/login': { body: loginSchema, answer: loginAnswerSchema },
  'POST user/resend-otp': { body: resendOtpSchema, answer: messageAnswerSchema },
  'POST user/verify-otp': { body: verifyOtpSchema, answer: signedInAnswerSchema },
  'POST user/logout': { answer: messageAnswerSchema },
  'POST user/logout-everywhere': { answer: messageAnswerSchema },
  'GET user/getUser': { answer: userAnswerSchema },
  'PUT user/updateUser': {
    body: updateUserSchema.extend({ removeImage: z.enum(['true', 'false']).optional() }),
    form: true,
    answer: userUpdatedAnswerSchema,
  },
  'GET geo/reverse': { query: z.object({ lat: z.number(), lon: z.number() }), answer: reverseGeocodeAnswerSchema },
  'POST user/account/deletion-code': { answer: messageAnswerSchema },
  'DELETE user/account': { body: z.object({ otp: otpField }), answer: messageAnswerSchema },

  // The shop
  'GET user/brand/getAllBrands': { answer: brandsAnswerSchema },
  'GET products/getAllSizes': { answer: sizesAnswerSchema },
  'GET user/Product/getAllProducts': { query: productListQuerySchema, answer: productListAnswerSchema },
  'GET user/Product/suggest': { query: suggestQuerySchema, answer: suggestAnswerSchema },
  'GET user/brand/getProductsByBrand/{id}': { query: productListQuerySchema, answer: productListAnswerSchema },
  'GET user/Product/getProductById/{id}': { answer: productAnswerSchema },
  'GET user/Product/getBuyItWith/{id}': { answer: productsAnswerSchema },
  'GET user/Product/getRelatedProducts/{id}': { answer: productsAnswerSchema },
  'GET user/review/getReviews/{id}': { answer: reviewsAnswerSchema },
  'GET user/review/getAverageRatings/{id}': { answer: averageRatingAnswerSchema },
  'POST user/review/addReview/{id}': { body: reviewSchema, answer: messageAnswerSchema },
  'GET user/serviceability': {
    query: z.object({ pinCode: z.string(), productId: z.string().optional() }),
    answer: serviceabilityAnswerSchema,
  },
  'GET settings/getEmergencyFee': { answer: expressFeeAnswerSchema },
  'GET user/banner/getAllBanners': { answer: bannersAnswerSchema },
  'GET testimonial/getAllTestimonials': { answer: testimonialsAnswerSchema },
  'GET user/getContactUs': { answer: contactAnswerSchema },
  'GET settings/getTerms': { answer: pageAnswerSchema },
  'GET settings/getPrivacy': { answer: pageAnswerSchema },
  'GET settings/getAboutUs': { answer: pageAnswerSchema },
  'GET settings/getReturns': { answer: policyPageAnswerSchema },
  'GET settings/getShipping': { answer: policyPageAnswerSchema },
  'GET seller': { answer: sellerAnswerSchema },

  // The cart and orders
  'POST user/addtocart/{id}': { body: addToCartSchema, answer: cartChangeAnswerSchema },
  'PUT user/increment/{id}': { answer: cartChangeAnswerSchema },
  'PUT user/decrement/{id}': { answer: cartChangeAnswerSchema },
  'DELETE user/remove/{id}': { answer: cartChangeAnswerSchema },
  'PUT user/cart/{id}': { body: setCartQuantitySchema, answer: cartChangeAnswerSchema },
  'GET user/getCarts': { answer: cartAnswerSchema },
  'GET user/getCartItemCount': { answer: countAnswerSchema },
  'POST user/buyNow': { body: placeOrderSchema, answer: placedOrderAnswerSchema },
  'POST user/directBuy/{id}': { body: directBuySchema, answer: placedOrderAnswerSchema },
  'POST user/checkout/coupon': { body: couponRequestSchema, answer: couponAnswerSchema },
  'GET user/orders': { answer: ordersAnswerSchema },
  'GET user/viewOrder/{id}': { answer: orderAnswerSchema },
  'GET user/track/{id}': { answer: trackingAnswerSchema },
  'PUT user/cancel/{id}': { body: cancelOrderSchema, answer: messageAnswerSchema },
  'POST user/payments/verify': { body: verifyPaymentSchema, answer: orderAnswerSchema },
  'GET settings/payments': { answer: paymentOptionsAnswerSchema },
  'GET settings/push': { answer: pushSettingsAnswerSchema },
  'POST user/push-subscriptions': { body: pushSubscriptionSchema, answer: messageAnswerSchema },
  'DELETE user/push-subscriptions': { body: pushUnsubscribeSchema, answer: messageAnswerSchema },
  'GET user/complaints': { answer: complaintsAnswerSchema },
  'POST user/complaints': { body: complaintSchema, answer: complaintRaisedAnswerSchema },
  'GET user/notification/getNotificationCount': { answer: countAnswerSchema },
  'GET user/notification/getUnreadNotification': { answer: notificationsAnswerSchema },
  'GET user/notification/getReadNotification': { answer: notificationsAnswerSchema },
  'PUT user/notification/updateStatus/{id}': { answer: messageAnswerSchema },
  'GET user/notification-settings': { answer: notificationSettingsAnswerSchema },
  'PUT user/notification-settings': { body: notificationSettingsChangeSchema, answer: notificationSettingsAnswerSchema },

  // Her repeat orders (issue 33)
  'POST user/repeats': { body: createRepeatSchema, answer: repeatAnswerSchema },
  'GET user/repeats': { answer: repeatsAnswerSchema },
  'PUT user/repeats/{id}': { body: updateRepeatSchema, answer: repeatAnswerSchema },
  'DELETE user/repeats/{id}': { answer: messageAnswerSchema },
  /** Development only (404 in production and to another machine): the scheduler as if the clock read `now`. */
  'POST dev/run-repeats': { body: runRepeatsSchema, answer: repeatRunAnswerSchema },

  // Staff: the console, the floor, the rider, the day's cash
  'GET admin/me': { answer: staffMeAnswer },
  'GET admin/dashboard': { answer: dashboardAnswerSchema },
  'GET admin/first-day': { answer: firstDayAnswerSchema },
  'POST admin/first-day/sms-check': { answer: smsCheckAnswerSchema },
  'GET admin/audit': { query: auditQuerySchema, answer: auditPageAnswerSchema },
  'GET admin/payments/reconciliation': { answer: reconciliationAnswerSchema },
  'GET admin/promise-kept': { query: z.object({ date: dayField.optional() }), answer: promiseKeptAnswer },
  'GET admin/repeats/branches/{id}': { answer: repeatDemandAnswerSchema },
  'GET admin/orders': { query: adminOrderListQuerySchema, answer: consoleOrdersAnswerSchema },
  'GET admin/orders/{id}': { answer: consoleOrderAnswerSchema },
  'PUT admin/orders/{id}/status': { body: adminOrderStatusSchema, answer: savedAnswerSchema },
  'GET admin/orders/{id}/phone': { answer: customerPhoneAnswer },
  'GET admin/customers/{id}/messages': { query: customerMessagesQuerySchema, answer: customerMessagesAnswerSchema },
  'POST admin/uploads': { form: true, answer: uploadedAnswerSchema },
  'GET admin/products': { answer: consoleProductsAnswerSchema },
  'POST admin/products': { body: adminProductSchema, answer: productCreatedAnswerSchema },
  'PUT admin/products/{id}': { body: adminProductUpdateSchema, answer: versionAnswerSchema },
  'GET admin/brands': { answer: consoleBrandsAnswerSchema },
  'POST admin/brands': { body: adminBrandSchema, answer: createdAnswerSchema },
  'PUT admin/brands/{id}': { body: adminBrandUpdateSchema, answer: savedAnswerSchema },
  'POST admin/sizes': { body: adminSizeSchema, answer: messageAnswerSchema },
  'GET admin/search-synonyms': { answer: searchSynonymsAnswerSchema },
  'POST admin/search-synonyms': { body: searchSynonymSchema, answer: createdAnswerSchema },
  'DELETE admin/search-synonyms/{id}': { answer: messageAnswerSchema },
  'GET admin/banners': { answer: consoleBannersAnswerSchema },
  'POST admin/banners': { body: adminBannerSchema, answer: createdAnswerSchema },
  'PUT admin/banners/{id}': { body: adminBannerUpdateSchema, answer: savedAnswerSchema },
  'DELETE admin/banners/{id}': { answer: messageAnswerSchema },
  'POST admin/testimonials': { body: adminTestimonialSchema, answer: createdAnswerSchema },
  'DELETE admin/testimonials/{id}': { answer: messageAnswerSchema },
  'GET admin/branches': { answer: consoleBranchesAnswerSchema },
  'POST admin/branches': { body: adminBranchSchema, answer: createdAnswerSchema },
  'PUT admin/branches/{id}': { body: adminBranchUpdateSchema, answer: savedAnswerSchema },
  'POST admin/branches/{id}/pincodes': { body: adminPinCodesSchema, answer: pinCodesAddedAnswerSchema },
  'PUT admin/branches/{id}/stock': { body: adminStockSchema, answer: stockAnswerSchema },
  'GET admin/offers': { answer: offersAnswerSchema },
  'POST admin/offers': { body: offerInputSchema, answer: offerAnswerSchema },
  'PUT admin/offers/{id}': { body: offerUpdateSchema, answer: offerAnswerSchema },
  'GET admin/content': { answer: consoleContentAnswerSchema },
  'PUT admin/content/{key}': { body: adminPageSchema, answer: pageSavedAnswerSchema },
  'PUT admin/settings/emergency-fee': { body: adminFeeSchema, answer: versionAnswerSchema },
  'GET admin/settings/upi': { answer: upiSettingsAnswer },
  'PUT admin/settings/upi': { body: upiSettingsSchema, answer: versionAnswerSchema },
  'GET admin/seller': { answer: consoleSellerAnswerSchema },
  'PUT admin/seller': { body: sellerDetailsUpdateSchema, answer: versionAnswerSchema },
  'GET admin/complaints': { query: adminComplaintListQuerySchema, answer: deskComplaintsAnswerSchema },
  'PUT admin/complaints/{id}': { body: adminComplaintUpdateSchema, answer: complaintMovedAnswerSchema },
  'GET admin/staff': { answer: staffListAnswer },
  'POST admin/staff': { body: staffInputSchema, answer: staffAddedAnswer },
  'PUT admin/staff/{id}': { body: staffUpdateSchema, answer: versionAnswerSchema },
  'DELETE admin/staff/{id}': { answer: messageAnswerSchema },
  'PUT admin/riders/{id}/shift': { body: shiftSchema, answer: messageAnswerSchema },
  'GET admin/floor/branches/{id}': { answer: floorAnswer },
  'PUT admin/floor/orders/{id}/packed': { answer: savedAnswerSchema },
  'PUT admin/floor/orders/{id}/rider': { body: assignRiderSchema, answer: messageAnswerSchema },
  'PUT admin/floor/orders/{id}/out-for-delivery': { answer: savedAnswerSchema },
  'PUT admin/floor/orders/{id}/back-at-branch': {
    body: z.object({ note: z.string().trim().max(500).default('') }),
    answer: savedAnswerSchema,
  },
  'GET admin/rider/deliveries': { answer: riderDayAnswer },
  'PUT admin/rider/shift': { body: shiftSchema, answer: messageAnswerSchema },
  'PUT admin/rider/deliveries/{id}/delivered': { body: deliveredSchema, answer: savedAnswerSchema },
  'PUT admin/rider/deliveries/{id}/not-delivered': { body: notDeliveredSchema, answer: savedAnswerSchema },
  'GET admin/cash/branches/{id}/days/{date}': { answer: cashDayAnswer },
  'GET admin/cash/branches/{id}/days/{date}/riders/{riderId}/orders': { query: riderDayOrdersQuerySchema, answer: riderDayOrdersAnswer },
  'GET admin/cash/branches/{id}/days/{date}/prepaid': { query: prepaidDayOrdersQuerySchema, answer: prepaidDayOrdersAnswer },
  'POST admin/cash/branches/{id}/days/{date}/hand-ins': { body: handInSchema, answer: messageAnswerSchema },
  'POST admin/cash/branches/{id}/days/{date}/close': { answer: messageAnswerSchema },
  'POST admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal': { body: handInReversalSchema, answer: messageAnswerSchema },

  // Stock (issue 49, decision record 033)
  'GET admin/stock': { query: branchQuerySchema, answer: stockOnHandAnswer },
  'GET admin/stock/ledger': { query: stockLedgerQuerySchema, answer: stockLedgerAnswer },
  'GET admin/stock/check': { answer: ledgerCheckAnswer },
  'POST admin/stock/receipts': { body: stockReceiptSchema, answer: stockCreatedAnswer },
  'POST admin/stock/counts': { body: stockCountSchema, answer: stockCountAnswer },
  'GET admin/stock/counts/waiting': { query: branchQuerySchema, answer: waitingCountsAnswer },
  'PUT admin/stock/counts/{id}': { body: countDecisionSchema, answer: messageAnswerSchema },
  'PUT admin/stock/settings': { body: stockSettingsSchema, answer: messageAnswerSchema },
  'GET admin/stock/transfers': { query: branchQuerySchema, answer: transfersAnswer },
  'POST admin/stock/transfers': { body: stockTransferSchema, answer: transferAnswer },
  'PUT admin/stock/transfers/{id}/received': { body: transferReceivedSchema, answer: transferAnswer },
  'POST admin/stock/write-offs': { body: stockWriteOffSchema, answer: messageAnswerSchema },
  'POST admin/stock/entries/{id}/reversal': { body: stockReversalSchema, answer: messageAnswerSchema },
  'GET admin/stock/reorder': { query: reorderQuerySchema, answer: reorderAnswer },
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof API_ROUTES;
export type RouteName = keyof ApiRoutes;

/** The names of a path's `{parameters}`. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

type Field<Route, Key extends string> = Route extends { readonly [K in Key]: infer Schema extends z.ZodType } ? Schema : undefined;

/** What a call sends: its body (as its schema takes it), its query, its path parameters. */
export type RouteBody<Name extends RouteName> =
  | (Field<ApiRoutes[Name], 'body'> extends z.ZodType ? z.input<Field<ApiRoutes[Name], 'body'>> : never)
  | (ApiRoutes[Name] extends { readonly form: true } ? FormData : never);
export type RouteQuery<Name extends RouteName> =
  Field<ApiRoutes[Name], 'query'> extends z.ZodType ? z.input<Field<ApiRoutes[Name], 'query'>> : never;
export type RouteParams<Name extends RouteName> = Record<PathParams<Name>, string>;
/** What a route answers with a 2xx, as its schema declares it. */
export type RouteAnswer<Name extends RouteName> = z.output<ApiRoutes[Name]['answer']>;

/** What a call of a route passes beside its name: only the parts the route has, and all it requires. */
export type RouteCall<Name extends RouteName> = ([RouteBody<Name>] extends [never] ? { body?: never } : { body: RouteBody<Name> }) &
  ([RouteQuery<Name>] extends [never] ? { query?: never } : { query: RouteQuery<Name> }) &
  ([PathParams<Name>] extends [never] ? { params?: never } : { params: RouteParams<Name> });
