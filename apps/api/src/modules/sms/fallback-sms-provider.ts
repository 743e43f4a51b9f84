import type { SmsMessage, SmsProvider } from './sms-provider.js';

export interface SmsLog {
  warn(details: object, message: string): void;
}

/** The last four digits only: a log line may say which phone, never the whole number. */
export const maskedPhone = (phone: string) => `${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;

/** A gateway's error may quote what it was sent: the message's values (the code) and the phone are blotted out. */
function withoutSecrets(error: unknown, message: SmsMessage): string {
  const text = error instanceof Error ? error.message : String(error);
  const withoutPhone = text
    .replaceAll(`91${message.phone}`, maskedPhone(message.phone))
    .replaceAll(message.phone, maskedPhone(message.phone));
  return message.variables.reduce((clean, value) => clean.replaceAll(value, '***'), withoutPhone);
}

/**
 * Sends through the provider and, when it fails or times out, through the fallback (when one is set).
 * Each failure is logged once, as a warning naming the provider and its error, with the phone masked
 * and no code; the last failure is thrown, for the caller to answer 502.
 */
export class FallbackSmsProvider implements SmsProvider {
  constructor(
    private readonly primary: SmsProvider,
    private readonly fallback: SmsProvider | undefined,
    private readonly log: SmsLog,
  ) {}

  get name() {
    return this.primary.name;
  }

  async send(message: SmsMessage): Promise<void> {
    try {
      await this.primary.send(message);
      return;
    } catch (error) {
      this.warn(this.primary, error, message, this.fallback ? `sending through ${this.fallback.name}` : 'no fallback is set');
      if (!this.fallback) throw error;
    }
    try {
      await this.fallback.send(message);
    } catch (error) {
      this.warn(this.fallback, error, message, 'it was the fallback');
      throw error;
    }
  }

  private warn(provider: SmsProvider, error: unknown, message: SmsMessage, next: string) {
    this.log.warn(
      {
        provider: provider.name,
        phone: maskedPhone(message.phone),
        template: message.template.name,
        error: withoutSecrets(error, message),
      },
      `SMS through ${provider.name} failed; ${next}`,
    );
  }
}
