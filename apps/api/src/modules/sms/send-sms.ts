import { findSmsTemplate, renderSms, type SmsLanguage, type SmsTemplateName } from '@padstore/domain/sms-templates';
import type { SmsProvider } from './sms-provider.js';

export interface SmsToSend {
  /** An Indian mobile number, 10 digits. */
  phone: string;
  template: SmsTemplateName;
  values: Record<string, string>;
  language?: SmsLanguage;
  /** The host of PUBLIC_URL: the sign-in text then ends with its WebOTP line. */
  shopDomain?: string;
}

/** Sends one of the store's registered texts: the only way the store sends an SMS. */
export async function sendSms(sms: SmsProvider, { phone, template, values, language, shopDomain }: SmsToSend): Promise<void> {
  await sms.send({ phone, ...renderSms(findSmsTemplate(template, language), values, shopDomain) });
}
