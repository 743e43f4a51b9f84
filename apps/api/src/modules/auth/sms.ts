// The SMS machinery lives in modules/sms; these names stay importable from here for the auth routes.
export { ConsoleSmsProvider } from '../sms/console-sms-provider.js';
export { WebhookSmsProvider } from '../sms/webhook-sms-provider.js';
export { createSmsProvider } from '../sms/create-sms-provider.js';
export type { SmsMessage, SmsProvider } from '../sms/sms-provider.js';
