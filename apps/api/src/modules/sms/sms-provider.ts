import type { SmsProviderName, SmsTemplate } from '@padstore/domain/sms-templates';
import type { DltRegistration } from '../../config.js';

export type { DltRegistration, SmsProviderName };

/** One message, made from its template by `renderSms`. */
export interface SmsMessage {
  /** An Indian mobile number, 10 digits. */
  phone: string;
  template: SmsTemplate;
  /** The values of the template's `{#var#}` places, in order. */
  variables: string[];
  text: string;
}

/** Sends a text message to an Indian mobile number; rejects when the gateway did not take it. */
export interface SmsProvider {
  readonly name: SmsProviderName;
  send(message: SmsMessage): Promise<void>;
}

export function dltTemplateId(dlt: DltRegistration | undefined, template: SmsTemplate): string | undefined {
  return dlt?.templateIds[template.templateIdSetting];
}

export class SmsProviderError extends Error {}

export const SMS_TIMEOUT_MS = 5000;

/** Sends a request to a gateway; a time-out or a refused connection is a provider error like any other. */
export async function callGateway(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new SmsProviderError(`${provider} did not answer within ${timeoutMs} ms`);
    throw new SmsProviderError(`${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A gateway's own words, kept short: they go to the logs. */
export const gatewaySaid = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
