import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createCustomer, createTestStore, type TestStore } from '../../test/harness.js';

let store: TestStore;
let headers: Record<string, string>;
beforeAll(async () => {
  store = await createTestStore();
  headers = (await createCustomer(store)).headers;
});
afterAll(() => store.close());

const profile = {
  fullName: 'Asha Rao',
  gender: 'Female',
  email: 'asha@example.com',
  address: 'MG Road, Bengaluru',
  pinCode: '560001',
  plotNumber: '12',
  street: 'Church Street',
};

/** Sends the profile form as the browser does: multipart, with an optional file. */
async function upload(file?: { bytes: Buffer; name: string; type: string }, fields: Record<string, string> = profile) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Response(form);
  return store.app.inject({
    method: 'PUT',
    url: '/api/user/updateUser',
    headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#db2777' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret place', Artist: 'Asha' } } })
    .toBuffer();
const storedFile = (url: string) => path.join(store.config.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('profile photo upload', () => {
  it('saves the profile fields and a re-encoded picture without its metadata, at most 512x512', async () => {
    const response = await upload({ bytes: await photo(1600, 900), name: 'me.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ fullName: 'Asha Rao', email: 'asha@example.com' });
    expect(user.image).toMatch(/^\/uploads\/photos\/[a-f0-9]{32}\.webp$/);
    const meta = await sharp(storedFile(user.image)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(288);
    expect(meta.exif).toBeUndefined();
    const served = await store.app.inject({ url: user.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('removes the old picture when a new one is saved', async () => {
    const first = (await upload({ bytes: await photo(300, 300), name: 'a.png', type: 'image/png' })).json().user.image;
    const second = (await upload({ bytes: await photo(200, 200), name: 'b.png', type: 'image/png' })).json().user.image;
    expect(second).not.toBe(first);
    expect(existsSync(storedFile(first))).toBe(false);
    expect(existsSync(storedFile(second))).toBe(true);
  });

  it('judges a file by its bytes: a renamed text file is refused with 415', async () => {
    const response = await upload({ bytes: Buffer.from('this is not a picture at all'), name: 'photo.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(MESSAGES.photoNotImage);
  });

  it('refuses an image type it does not keep (SVG, which can carry scripts) with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await upload({ bytes: svg, name: 'x.svg', type: 'image/svg+xml' })).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload({ bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MESSAGES.photoTooLarge);
  });

  it('checks the profile fields sent with the form', async () => {
    const response = await upload(undefined, { ...profile, email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.emailInvalid);
  });

  it('removes the picture on request', async () => {
    await upload({ bytes: await photo(50, 50), name: 'c.jpg', type: 'image/jpeg' });
    const response = await upload(undefined, { removeImage: 'true' });
    expect(response.json().user.image).toBeNull();
  });
});
