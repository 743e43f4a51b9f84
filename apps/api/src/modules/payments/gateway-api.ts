import { timingSafeEqual } from 'node:crypto';
import { GatewayUnavailable } from './payment-gateway.js';

/** How long the store waits for a gateway before it says the gateway is down. */
const TIMEOUT_MS = 10_000;

/** The gateway answered with an error: its status, for the calls that read one (Cashfree's 409 for an order it already has). */
export class GatewayAnswer extends GatewayUnavailable {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Compares in constant time: a signature is a secret until it matches. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One header of a webhook, whichever way the server handed it over. */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Where a gateway's REST API is and what every call to it carries (its credentials, its version). */
export interface GatewayApi {
  /** The gateway's name as the logs say it: 'Razorpay', 'Cashfree'. */
  label: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * What both gateways share: the public key and checkout script the browser opens, and JSON calls to the
 * gateway's REST API that end in `GatewayUnavailable` when it does not answer in time, or in
 * `GatewayAnswer` (with the status) when it answers with an error.
 */
export abstract class GatewayClient {
  protected constructor(
    /** The public key the browser's checkout opens with. */
    readonly keyId: string,
    /** The address of the gateway's checkout script, which the page loads (and its CSP allows). */
    readonly checkoutUrl: string,
    private readonly api: GatewayApi,
  ) {}

  protected async call<T>(method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}): Promise<T> {
    const { label, url } = this.api;
    let response: Response;
    try {
      response = await fetch(new URL(path, url), {
        method,
        headers: { ...this.api.headers, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailable(`${label} did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new GatewayAnswer(`${label} answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}`, response.status);
    return JSON.parse(text) as T;
  }
}
