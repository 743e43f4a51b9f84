/** What the cart feature shares: adding to it, reading it, and the offer code applied to it. */
export { addToCart, useAddToCart } from './api/add-to-cart';
export { useCart } from './api/get-cart';
export { useCoupon, useForgetCoupon, type CouponRequest } from './api/apply-coupon';
export { CouponField } from './components/coupon-field';
