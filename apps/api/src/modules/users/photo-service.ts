import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_MEGAPIXELS } from '@padstore/domain';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { uploadDeletions } from '../../storage/deletions.js';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const PHOTO_SIZE = 512;
const PHOTO_FOLDER = 'photos';
const MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;

/**
 * Pictures one account may upload in ten minutes, its profile photo and the console's pictures
 * together: each is decoded, which takes the server's time and memory, so an account cannot keep it busy.
 */
export const PICTURE_UPLOADS_PER_10_MIN = 10;
const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Counts one picture upload against the account's limit; refuses with 429 past it, before any decoding. */
export async function countPictureUpload(limiter: RateLimiter, accountId: string): Promise<void> {
  const result = await limiter.hit(`picture-upload:${accountId}`, PICTURE_UPLOADS_PER_10_MIN, TEN_MINUTES_MS);
  if (!result.allowed) throw tooManyRequests(MESSAGES.tooManyPictures, result.retryAfterSeconds);
}

/** A decoding refused by sharp's pixel limit (a picture whose header understates its size, say). */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Takes an uploaded picture only if its bytes are an image, whatever its name or declared type, of at
 * most 24 megapixels (read from its header, before anything is decoded), re-encodes it (which drops its metadata, location included), bounds it to 512x512 and stores it under
 * a random name. Answers the address it is served at.
 */
export async function storePhoto(uploadsDir: string, bytes: Buffer): Promise<string> {
  // sharp is loaded with the first upload rather than at start-up.
  const { default: sharp } = await import('sharp');
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, MESSAGES.photoTooLarge);
  let header: { format?: string; width?: number; height?: number } = {};
  try {
    header = await sharp(bytes).metadata();
  } catch {
    header = {};
  }
  if (!header.format || !IMAGE_FORMATS.has(header.format)) throw new HttpError(415, MESSAGES.photoNotImage);
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_PIXELS) throw new HttpError(400, MESSAGES.photoTooManyPixels);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (overPixelLimit(error)) throw new HttpError(400, MESSAGES.photoTooManyPixels);
    throw new HttpError(415, MESSAGES.photoNotImage);
  }
  const folder = path.join(uploadsDir, PHOTO_FOLDER);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  // Written under a hidden name and renamed: a backup (which skips hidden files) never copies half a picture.
  const partial = path.join(folder, `.${name}.partial`);
  await writeFile(partial, encoded);
  await rename(partial, path.join(folder, name));
  return `/uploads/${PHOTO_FOLDER}/${name}`;
}

/** Deletes a picture this store saved; anything else (a demo picture, an outside address) is left alone. */
export async function removePhoto(uploadsDir: string, url: string | null): Promise<void> {
  const match = url ? /^\/uploads\/photos\/([a-f0-9]{32}\.webp)$/.exec(url) : null;
  if (!match) return;
  await uploadDeletions.remove(path.join(uploadsDir, PHOTO_FOLDER, match[1] as string));
}
