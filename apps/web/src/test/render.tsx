import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/** Renders routes in a memory router with a fresh query client, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const renderPage = (page: ReactElement, path = '/', extraRoutes: RouteObject[] = []) =>
  renderRoutes([{ path: path.split('?')[0], element: page }, ...extraRoutes, { path: '*', element: <p>elsewhere</p> }], path);

type Handler = (body: unknown) => { status?: number; body: unknown };

/**
 * Answers the app's API calls from a table of `METHOD path` handlers, the way the real API would for
 * these cases, and records each call. Only the network is replaced; the app's own code runs as is.
 */
export function answerApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://store.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path, body, authorization: headers.get('authorization') });
    const handler = handlers[`${method} ${path}`];
    const answer = handler ? handler(body) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
