import { createHmac } from 'node:crypto';
import { doorKeyText, type Door } from '@padstore/domain/door-key';

/** The mark of a keyed hash: a key without it is one kept in the clear before issue 44 (re-keyed at start). */
export const KEYED = 'k1:';

/**
 * Her phone and her door as the store keeps them to count offers and limits: keyed hashes (HMAC-SHA-256
 * with OFFER_KEY_SECRET), never in the clear, so that they stay after her account is erased without
 * naming her (decision record 009). The same phone or door always gives the same key; without the
 * secret a key cannot be turned back into a number, nor a number tried against it.
 */
export class CustomerKeys {
  constructor(private readonly secret: string) {}

  private keyed(text: string): string {
    return KEYED + createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  phone(phone: string): string {
    return this.keyed(`phone:${phone.trim()}`);
  }

  /** The door in its one form (`doorKeyText`: `No. 12` on `M.G. Rd` is `12` on `MG Road`), keyed. */
  door(door: Door): string {
    return this.keyed(`door:${doorKeyText(door)}`);
  }
}
