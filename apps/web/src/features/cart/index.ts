/** What the cart feature shares: adding to it, reading it and its count. */
export { addToCart, useAddToCart } from './api/add-to-cart';
export { useCart } from './api/get-cart';
export { useCartCount } from './api/get-cart-count';
