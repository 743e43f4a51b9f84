import { MESSAGES } from '@padstore/domain/messages';
import { ApiError } from './api-client';
import { currentLanguage, translate } from './i18n';
import { clearSession, currentSession, getToken } from './session';

/** The file name a Content-Disposition header gives, if any. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers to the signed-in customer (her data, an invoice): fetched with her
 * token (or the session cookie), then saved through a temporary link, under the name the server gives.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  // In the page's language (her data's readable page is written in it), as every call of the app's is.
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`/api/${path}`, { headers });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 401 && currentSession() !== null) clearSession();
    throw new ApiError(response.status, typeof data.message === 'string' ? data.message : translate(MESSAGES.unexpected), data);
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
