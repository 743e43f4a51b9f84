import { api } from '../../../lib/api-client';

/** Uploads a product or banner picture; the store checks it by its bytes and answers where it is served. */
export function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return api('POST admin/uploads', { body: form }).then((answer) => answer.url);
}
