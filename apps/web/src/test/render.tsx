import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { API_ROUTES, type RouteAnswer, type RouteName } from '@padstore/domain/api-routes';
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
  return { ...view, router, queryClient };
}

export const renderPage = (page: ReactElement, path = '/', extraRoutes: RouteObject[] = []) =>
  renderRoutes([{ path: path.split('?')[0], element: page }, ...extraRoutes, { path: '*', element: <p>elsewhere</p> }], path);

/** A refusal the fake API gives: any status of 400 and above, with the API's error shape. */
type Refusal = {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503 | 504;
  body: { message: string } & Record<string, unknown>;
};
/** A fake answer of one route: its 2xx answer as the route's schema types it, or a refusal. */
type FakeAnswer<Name extends RouteName> = { status?: 200 | 201; body: RouteAnswer<Name> } | Refusal;
/** A fake answer of one route, given at once or held back (a promise) until the test lets it go. */
type Fake<Name extends RouteName> = (body: unknown) => FakeAnswer<Name> | Promise<FakeAnswer<Name>>;
/** Fake answers by route name (`'GET user/viewOrder/{id}'`), each typed by API_ROUTES. */
export type FakeApi = { [Name in RouteName]?: Fake<Name> };

/**
 * Answers the app's API calls from a table of fake answers by route, the way the real API would for
 * these cases, and records each call. Only the network is replaced; the app's own code runs as is. Each
 * 2xx answer is also parsed with its route's answer schema: a fake the API could not send fails the test.
 */
export function answerApi(handlers: FakeApi) {
  const routes = Object.entries(handlers).map(([route, handler]) => {
    const [method, template = ''] = route.split(' ');
    return {
      route: route as RouteName,
      method,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      handler: handler as Fake<RouteName>,
    };
  });
  const unlike: string[] = [];
  onTestFinished(() => {
    if (unlike.length) throw new Error(`Fake answers unlike the API's:\n${unlike.join('\n')}`);
  });
  const calls: { method: string; path: string; body: unknown; authorization: string | null; idempotencyKey: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://store.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path, body, authorization: headers.get('authorization'), idempotencyKey: headers.get('idempotency-key') });
    const found = routes.find((route) => route.method === method && route.pattern.test(path));
    const answer = found ? await found.handler(body) : { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    if (found && status < 300) {
      const checked = API_ROUTES[found.route].answer.safeParse(answer.body);
      if (!checked.success) unlike.push(`${found.route}: ${checked.error.message}`);
    }
    return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/**
 * An answer held back until the test lets it go: its `answer` is the fake (a promise),
 * `release(answer)` sends it, so a test can act (type into a form) while the app is still waiting.
 */
export function holdAnswer<T>() {
  let release!: (answer: T) => void;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer: () => answer, release };
}
