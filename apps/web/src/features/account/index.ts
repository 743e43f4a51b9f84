/** What the account feature shares: the signed-in customer. */
export { useUser, type User } from './api/get-user';
export { AddressFields } from './components/address-fields';
