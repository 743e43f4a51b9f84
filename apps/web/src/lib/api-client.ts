import { MESSAGES } from '@padstore/domain/messages';
import { clearSession, getToken } from './session';

/** A refusal from the API, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API: JSON in and out, the bearer token from session storage, and
 * errors turned into ApiError. A 401 on a signed-in call means the session is gone: it is cleared.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`/api/${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    const message = typeof data.message === 'string' && data.message ? data.message : MESSAGES.unexpected;
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/** The message to show for a failed call: the server's, else the error's own, else the fallback. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unexpected): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
