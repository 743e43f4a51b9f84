import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, PHOTO_MAX_BYTES } from '@padstore/domain';
import { HttpError } from '../../lib/http-error.js';
import { uploadDeletions } from '../../storage/deletions.js';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const PHOTO_SIZE = 512;
const PHOTO_FOLDER = 'photos';

/**
 * Takes an uploaded picture only if its bytes are an image, whatever its name or declared type,
 * re-encodes it (which drops its metadata, location included), bounds it to 512x512 and stores it under
 * a random name. Answers the address it is served at.
 */
export async function storePhoto(uploadsDir: string, bytes: Buffer): Promise<string> {
  // sharp is loaded with the first upload rather than at start-up.
  const { default: sharp } = await import('sharp');
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, MESSAGES.photoTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new HttpError(415, MESSAGES.photoNotImage);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
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
