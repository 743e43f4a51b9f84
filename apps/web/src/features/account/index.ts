/** What the account feature shares: the address fields of a customer's profile. */
export { AddressFields } from './components/address-fields';
