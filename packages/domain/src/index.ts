export * from './constants.js';
export * from './messages.js';
export * from './phone.js';
export * from './pin-code.js';
export * from './schemas/fields.js';
export * from './schemas/auth.js';
export * from './schemas/catalog.js';
export * from './schemas/cart.js';
