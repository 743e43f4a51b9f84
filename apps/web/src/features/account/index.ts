/** What the account feature shares: the address fields of a customer's profile, and how her fields read. */
export { AddressFields } from './components/address-fields';
export { fieldError } from './components/field-error';
export { genderLabel } from './components/gender-labels';
