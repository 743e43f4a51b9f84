import { PHOTO_MAX_BYTES } from '@padstore/domain/constants';
import { MESSAGES } from '@padstore/domain/messages';

export const PHOTO_FILTERS = {
  None: 'none',
  Grayscale: 'grayscale(100%)',
  Sepia: 'sepia(100%)',
  Brightness: 'brightness(120%)',
  Contrast: 'contrast(120%)',
  Blur: 'blur(1px)',
} as const;
export type PhotoFilter = keyof typeof PHOTO_FILTERS;

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;

export interface PhotoEdits {
  /** A newly chosen file, or null while editing the current picture (or none). */
  file: File | null;
  previewUrl: string | null;
  filter: PhotoFilter;
  zoom: number;
  rotation: number;
}

export const freshEdits = (previewUrl: string | null): PhotoEdits => ({ file: null, previewUrl, filter: 'None', zoom: 1, rotation: 0 });

/** Save stays disabled until a file is chosen, or a filter, the zoom or the rotation changes. */
export function canSavePhoto(edits: PhotoEdits): boolean {
  return edits.file !== null || edits.filter !== 'None' || edits.zoom !== 1 || edits.rotation % 360 !== 0;
}

/** Why a chosen file cannot be used, in the specification's words, or null when it can. */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.photoNotImage;
  if (file.size > PHOTO_MAX_BYTES) return MESSAGES.photoTooLarge;
  return null;
}

export const clampZoom = (zoom: number) => Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 10) / 10;

/**
 * Draws the picture as edited (filter, zoom, quarter turns) on a square canvas and answers it as a
 * file: what is saved is the edited picture, not the original.
 */
export async function renderEditedPhoto(source: string, edits: PhotoEdits, size = 512): Promise<File> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.filter = PHOTO_FILTERS[edits.filter];
  context.translate(size / 2, size / 2);
  context.rotate((edits.rotation * Math.PI) / 180);
  const cover = Math.max(size / image.naturalWidth, size / image.naturalHeight) * edits.zoom;
  const width = image.naturalWidth * cover;
  const height = image.naturalHeight * cover;
  context.drawImage(image, -width / 2, -height / 2, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('the picture could not be drawn');
  return new File([blob], 'photo.jpg', { type: 'image/jpeg' });
}
