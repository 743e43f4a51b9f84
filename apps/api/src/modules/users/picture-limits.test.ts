import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PHOTO_MAX_MEGAPIXELS } from '@padstore/domain';
import { MemoryRateLimiter } from '../../lib/rate-limiter.js';
import { createCustomer, createTestStore, newPhone, type TestStore } from '../../test/harness.js';
import { PICTURE_UPLOADS_PER_10_MIN } from './photo-service.js';

let store: TestStore;
let clock = Date.now();
let owner: Record<string, string>;
beforeAll(async () => {
  const ownerPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone }, limiter: new MemoryRateLimiter(() => clock) });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
});
afterAll(() => store.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#db2777' } })
    .png()
    .toBuffer();

/** A picture sent as the browser sends it: the profile form (with its name) or the console's upload. */
async function upload(to: 'profile' | 'console', headers: Record<string, string>, bytes: Buffer) {
  const form = new FormData();
  if (to === 'profile') form.append('fullName', 'Asha Rao');
  form.append(to === 'profile' ? 'image' : 'file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const request = new Response(form);
  return store.app.inject({
    method: to === 'profile' ? 'PUT' : 'POST',
    url: to === 'profile' ? '/api/user/updateUser' : '/api/admin/uploads',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('picture upload limits', () => {
  it('refuses the 11th profile photo of an account within ten minutes with 429, and takes pictures again after', async () => {
    const { headers } = await createCustomer(store);
    const small = await picture(64, 64);
    for (let count = 0; count < PICTURE_UPLOADS_PER_10_MIN; count += 1) {
      expect((await upload('profile', headers, small)).statusCode).toBe(200);
    }
    const refused = await upload('profile', headers, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyPictures);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by this one.
    expect((await upload('profile', (await createCustomer(store)).headers, small)).statusCode).toBe(200);
    clock += 10 * 60 * 1000;
    expect((await upload('profile', headers, small)).statusCode).toBe(200);
  });

  it("refuses the console's 11th picture of an account within ten minutes with 429", async () => {
    const small = await picture(64, 64);
    for (let count = 0; count < PICTURE_UPLOADS_PER_10_MIN; count += 1) {
      expect((await upload('console', owner, small)).statusCode).toBe(201);
    }
    const refused = await upload('console', owner, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyPictures);
    // The limit is the account's, whichever form the picture comes through.
    expect((await upload('profile', owner, small)).statusCode).toBe(429);
    clock += 10 * 60 * 1000;
  });

  it(`refuses a picture over ${PHOTO_MAX_MEGAPIXELS} megapixels with 400 and a plain message, before decoding it`, async () => {
    // 30 megapixels of one colour: a small file that would take hundreds of megabytes to decode.
    const big = await picture(6000, 5000);
    expect(big.length).toBeLessThan(1024 * 1024);
    const { headers } = await createCustomer(store);
    for (const answer of [await upload('profile', headers, big), await upload('console', owner, big)]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: MESSAGES.photoTooManyPixels });
    }
    // A picture of exactly the limit is taken.
    expect((await upload('profile', headers, await picture(6000, 4000))).statusCode).toBe(200);
  }, 60_000);
});
