import type { Config } from '../../config.js';

/** Sends a text message to an Indian mobile number (10 digits). */
export interface SmsProvider {
  readonly name: 'console' | 'webhook';
  send(phoneNumber: string, message: string): Promise<void>;
}

/**
 * Prints each message on standard output as a plain line, outside the structured logs, for local
 * use. It remembers the last code per phone so that the development OTP endpoint can answer it.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly lastCodes = new Map<string, string>();

  constructor(private readonly print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

  async send(phoneNumber: string, message: string): Promise<void> {
    const code = /\b(\d{6})\b/.exec(message)?.[1];
    if (code) this.lastCodes.set(phoneNumber, code);
    this.print(`[SMS to ${phoneNumber}] ${message}`);
  }

  lastCode(phoneNumber: string): string | undefined {
    return this.lastCodes.get(phoneNumber);
  }
}

/** POSTs `{phoneNumber, message}` to a gateway of the operator's choice. */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  async send(phoneNumber: string, message: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber, message }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export function createSmsProvider(config: Config): SmsProvider {
  return config.sms.provider === 'webhook' ? new WebhookSmsProvider(config.sms.url) : new ConsoleSmsProvider();
}
