import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createTestStore, type TestStore } from './harness.js';

/**
 * Every error answer, Fastify's own and Node's HTTP parser's included, is the store's `{message}` with
 * no echo of the request and never a 500. Sent as raw bytes over a real connection, since `inject`
 * never meets Node's parser and would tidy some of these requests up.
 */
let store: TestStore;
let port: number;
beforeAll(async () => {
  store = await createTestStore();
  await store.app.listen({ port: 0, host: '127.0.0.1' });
  port = (store.app.server.address() as AddressInfo).port;
});
afterAll(() => store.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends the bytes and reads the answer until the server ends it or its announced body has come. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answer = (): RawAnswer | undefined => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = received.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
      if (headers['content-length'] !== undefined && body.length < Number(headers['content-length'])) return undefined;
      return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const done = answer();
      if (done) {
        socket.destroy();
        resolve(done);
      }
    });
    socket.on('error', (error) => {
      const done = answer();
      if (done) resolve(done);
      else reject(error);
    });
    socket.on('end', () => {
      const done = answer();
      if (done) resolve(done);
      else reject(new Error(`no answer: ${received.toString('latin1')}`));
    });
    socket.write(request);
  });
}

const get = (target: string, extraHeaders = '') => raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}\r\n`);

function expectStoreError(answer: RawAnswer, status: number, ...mustNotContain: string[]) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  for (const text of ['<script>', 'FST_', 'statusCode', ...mustNotContain]) expect(answer.body).not.toContain(text);
}

describe('error answers over HTTP', () => {
  it('a broken percent-encoding, on the API and on a web page, is 400 without the address', async () => {
    expectStoreError(await get('/api/user/Product/getProductById/%E0%A4%A'), 400, '%E0%A4%A', 'getProductById');
    expectStoreError(await get('/product/%E0%A4%A<script>alert(1)</script>'), 400, '%E0%A4%A', 'alert');
    expectStoreError(await get('/all-products/%E0%A4%A'), 400, '%E0%A4%A');
  });

  it('a path parameter over the limit is 414 without the address', async () => {
    const answer = await get(`/api/user/Product/getProductById/<script>alert(1)${'a'.repeat(200)}`);
    expectStoreError(answer, 414, 'alert', 'aaaaaaaaaa');
    expect(JSON.parse(answer.body).message).toBe('The address is too long');
  });

  it("headers over Node's limit are 431, and an address over it is 414, without either and closing the connection", async () => {
    const headers = await get('/api/health', `X-Padding: <script>${'h'.repeat(20_000)}\r\n`);
    expectStoreError(headers, 431, 'hhhhhhhhhh');
    expect(headers.headers.connection).toBe('close');
    const address = await get(`/api/user/Product/getAllProducts?q=<script>${'u'.repeat(20_000)}`);
    expectStoreError(address, 414, 'uuuuuuuuuu');
  });

  it('a request that is not HTTP is 400', async () => {
    expectStoreError(await raw('HELLO <script> WORLD\r\n\r\n'), 400, 'HELLO');
    expectStoreError(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: banana\r\n\r\n'), 400, 'banana');
  });

  it('an unknown API route is 404, an unsupported content type 415, a huge body 413', async () => {
    expectStoreError(await get('/api/no/such/route/<script>'), 404, 'no/such');
    const unsupported = await raw(
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/x-<script>\r\nContent-Length: 2\r\n\r\n{}',
    );
    expectStoreError(unsupported, 415, 'text/x');
    const huge = 'x'.repeat(1_100_000);
    const tooLarge = await raw(
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${huge.length + 2}\r\n\r\n"${huge}"`,
    );
    expectStoreError(tooLarge, 413);
    expect(JSON.parse(tooLarge.body).message).toBe(MESSAGES.bodyTooLarge);
  });

  it('a method the API does not have on a path it has is 404 in the same shape', async () => {
    expectStoreError(await raw('DELETE /api/health HTTP/1.1\r\nHost: x\r\n\r\n'), 404);
    expectStoreError(await raw('BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n'), 400);
  });
});
