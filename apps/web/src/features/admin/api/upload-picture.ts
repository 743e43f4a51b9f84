import type { UploadedAnswer } from '@padstore/domain';
import { consoleApi } from '../../../lib/console-api';

/** Uploads a product or banner picture; the store checks it by its bytes and answers where it is served. */
export function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return consoleApi<UploadedAnswer>('uploads', { method: 'POST', body: form }).then((answer) => answer.url);
}
