/** What the account feature shares: the address fields of a customer's profile, and how a field's message reads. */
export { AddressFields } from './components/address-fields';
export { fieldError } from './components/field-error';
export { genderLabel } from './components/gender-labels';
export { MessageSettings, WhatsAppYesAtCheckout } from './components/message-settings';
export { useChangeNotificationSettings } from './api/change-notification-settings';
