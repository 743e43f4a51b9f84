import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a stand-in reads it: the whole body, as text. */
export interface StandInRequest {
  method: string;
  /** The path with its query, as sent. */
  url: string;
  /** The path alone. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandInServer {
  /** `http://127.0.0.1:<port>`, no slash at the end. */
  url: string;
  /** Stops it, ending the connections still open (a request left hanging on purpose too). */
  close(): Promise<void>;
}

/**
 * A local server on a spare port for a provider's stand-in (a payment gateway, an SMS or WhatsApp API):
 * each request is read whole, then handed to `answer`, which writes the response (or, to play a provider
 * that hangs, never does).
 */
export async function startStandIn(answer: (request: StandInRequest, response: ServerResponse) => void): Promise<StandInServer> {
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (body += chunk));
    incoming.on('end', () => {
      const url = incoming.url ?? '/';
      answer(
        { method: incoming.method ?? '', url, path: new URL(url, 'http://stand-in').pathname, headers: incoming.headers, body },
        response,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
