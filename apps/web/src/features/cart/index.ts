/** What the cart feature shares: adding to it, reading it, the offer code applied to it, the shop's steppers and the cart bar. */
export { addToCart, useAddToCart } from './api/add-to-cart';
export { useCart } from './api/get-cart';
export { useCartLine, useCartLines } from './api/cart-lines';
export { useCoupon, useForgetCoupon, type CouponRequest } from './api/apply-coupon';
export { CouponField } from './components/coupon-field';
export { LazyCartStepper as CartStepper } from './components/lazy-cart-stepper';
