import { MESSAGES } from '@padstore/domain';
import { HttpError } from '../../lib/http-error.js';

export interface Address {
  house_number?: string;
  road?: string;
  suburb?: string;
  city?: string;
  state?: string;
  postcode?: string;
}

const CACHE_LIMIT = 1000;
const CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Turns coordinates into an address through a Nominatim-compatible reverse geocoder. Answers are
 * cached by position rounded to about ten metres, so a customer pressing the button twice, or many
 * customers in one building, cost one call.
 */
export class ReverseGeocoder {
  private readonly cache = new Map<string, { address: Address | null; expiresAt: number }>();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 3000,
    private readonly now: () => number = Date.now,
  ) {}

  async reverse(latitude: number, longitude: number): Promise<Address | null> {
    const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.address;
    const address = await this.fetchAddress(latitude, longitude);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { address, expiresAt: this.now() + CACHE_LIFETIME_MS });
    return address;
  }

  private async fetchAddress(latitude: number, longitude: number): Promise<Address | null> {
    const url = new URL(this.baseUrl);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('lat', String(latitude));
    url.searchParams.set('lon', String(longitude));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'PadStore/1.0 (support@padstore.example)' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new HttpError(timedOut ? 504 : 502, timedOut ? MESSAGES.geocoderSlow : MESSAGES.geocoderUnreachable);
    }
    if (!response.ok) throw new HttpError(502, MESSAGES.geocoderFailed);
    const body = (await response.json().catch(() => null)) as { address?: Record<string, unknown> } | null;
    return body?.address ? pickAddress(body.address) : null;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined);

/** The parts of a geocoder address the store uses, with the usual fallbacks for villages and towns. */
function pickAddress(raw: Record<string, unknown>): Address {
  return {
    house_number: text(raw.house_number),
    road: text(raw.road),
    suburb: text(raw.suburb) ?? text(raw.neighbourhood),
    city: text(raw.city) ?? text(raw.town) ?? text(raw.village),
    state: text(raw.state),
    postcode: text(raw.postcode),
  };
}
