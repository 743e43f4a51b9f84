/** What the cart feature shares: adding to it and reading it. */
export { addToCart, useAddToCart } from './api/add-to-cart';
export { useCart } from './api/get-cart';
