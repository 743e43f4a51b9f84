import type { SmsMessage, SmsProvider } from './sms-provider.js';

/**
 * Prints each message on standard output as a plain line, outside the structured logs, for local
 * use. It remembers the last code per phone so that the development OTP endpoint can answer it.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly lastCodes = new Map<string, string>();

  constructor(private readonly print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

  async send({ phone, template, variables, text }: SmsMessage): Promise<void> {
    const codeAt = template.variables.findIndex((variable) => variable.name === 'code');
    if (codeAt >= 0) this.lastCodes.set(phone, variables[codeAt]!);
    this.print(`[SMS to ${phone}] ${text}`);
  }

  lastCode(phoneNumber: string): string | undefined {
    return this.lastCodes.get(phoneNumber);
  }
}
