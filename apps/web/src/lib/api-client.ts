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

/** How long after the page was opened the answers sent with it are fresh enough to show. */
const FIRST_ANSWERS_FRESH_MS = 30_000;
let firstAnswers: Map<string, unknown> | undefined;
/** Set while the server renders a first view: the answers it read for it, always fresh. */
let renderingOnServer = false;

/**
 * An answer the server sent inside the page for its first screen (see the API's first-view.ts), used
 * once: they are the answers a guest gets.
 */
function takeFirstAnswer(path: string): unknown {
  if (!firstAnswers) {
    firstAnswers = new Map();
    try {
      const block = document.getElementById('first-answers')?.textContent;
      if (block) firstAnswers = new Map(Object.entries(JSON.parse(block) as Record<string, unknown>));
    } catch {
      // A damaged block only means asking the API as usual.
    }
  }
  const answer = firstAnswers.get(path);
  firstAnswers.delete(path);
  return renderingOnServer || performance.now() < FIRST_ANSWERS_FRESH_MS ? answer : undefined;
}

/**
 * The answer sent with the page for this GET, while it is fresh. It is a guest's: a query whose answer
 * differs for a signed-in customer (its key ends in the token) takes it only under a guest's key, which
 * is also the key of a customer's first render over a page the server rendered (see main.tsx).
 */
export const firstAnswer = <T>(path: string): T | undefined => takeFirstAnswer(path) as T | undefined;

/**
 * Renders on the server with the answers the page will carry, so that the markup sent is the markup the
 * guest's browser renders from the same answers. Rendering is synchronous: no other page's answers mix in.
 */
export function withFirstAnswers<T>(answers: Record<string, unknown>, render: () => T): T {
  firstAnswers = new Map(Object.entries(answers));
  renderingOnServer = true;
  try {
    return render();
  } finally {
    firstAnswers = undefined;
    renderingOnServer = false;
  }
}

/**
 * A query's `queryFn` and `initialData` for a GET: a guest's first screen renders at once from the
 * answer sent with the page, without a loading state or a request; afterwards the API is asked. A query
 * whose key ends in the token passes it: a customer's own key starts from her own answer.
 */
export function fromApi<T, R = T>(path: string, shape: (answer: T) => R = (answer) => answer as unknown as R, token: string | null = null) {
  return {
    queryFn: () => api<T>(path).then(shape),
    initialData: () => {
      const answer = token ? undefined : firstAnswer<T>(path);
      return answer === undefined ? undefined : shape(answer);
    },
  };
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
