import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, type TestStore } from '../../test/harness.js';

/** A stand-in for the geocoder on this machine: answers like Nominatim, or slowly, or not at all. */
let geocoder: Server;
let calls: URLSearchParams[] = [];
let mode: 'answer' | 'slow' | 'fail' | 'empty' = 'answer';
let store: TestStore;
let headers: Record<string, string>;

beforeAll(async () => {
  geocoder = createServer((request, response) => {
    calls.push(new URL(request.url ?? '/', 'http://local').searchParams);
    if (mode === 'slow') return void setTimeout(() => response.end('{}'), 5000);
    if (mode === 'fail') {
      response.statusCode = 500;
      return void response.end('{}');
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(
        mode === 'empty'
          ? { error: 'Unable to geocode' }
          : {
              address: {
                house_number: '12',
                road: 'Church Street',
                neighbourhood: 'Ashok Nagar',
                city: 'Bengaluru',
                state: 'Karnataka',
                postcode: '560001',
                country: 'India',
              },
            },
      ),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const port = (geocoder.address() as AddressInfo).port;
  store = await createTestStore({ env: { GEOCODER_URL: `http://127.0.0.1:${port}/reverse` } });
  headers = (await createCustomer(store)).headers;
});
afterAll(async () => {
  await store.close();
  geocoder.closeAllConnections();
  geocoder.close();
});

const reverse = (query: string) => store.app.inject({ url: `/api/geo/reverse?${query}`, headers });

describe('GET geo/reverse', () => {
  it('answers the address parts the location screen uses', async () => {
    mode = 'answer';
    const response = await reverse('lat=12.9716&lon=77.5946');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: {
        house_number: '12',
        road: 'Church Street',
        suburb: 'Ashok Nagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postcode: '560001',
      },
    });
    expect(calls.at(-1)?.get('lat')).toBe('12.9716');
    expect(calls.at(-1)?.get('format')).toBe('jsonv2');
  });

  it('asks the geocoder once for the same spot', async () => {
    mode = 'answer';
    calls = [];
    await reverse('lat=19.0760&lon=72.8777');
    await reverse('lat=19.07601&lon=72.87771');
    expect(calls).toHaveLength(1);
  });

  it('answers null when the geocoder finds nothing', async () => {
    mode = 'empty';
    expect((await reverse('lat=1&lon=1')).json()).toEqual({ address: null });
  });

  it('gives up after its time-out with 504, and says 502 when the geocoder fails', async () => {
    mode = 'slow';
    const slow = await reverse('lat=2&lon=2');
    expect(slow.statusCode).toBe(504);
    expect(slow.json().message).toBe('The address service did not answer in time');
    mode = 'fail';
    expect((await reverse('lat=3&lon=3')).statusCode).toBe(502);
  });

  it.each(['lat=91&lon=0', 'lat=0&lon=-181', 'lat=abc&lon=1', 'lon=1', ''])('refuses bad coordinates (%s) with 400', async (query) => {
    const response = await reverse(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Latitude and longitude are not valid');
  });

  it('is only for signed-in customers', async () => {
    expect((await store.app.inject({ url: '/api/geo/reverse?lat=1&lon=1' })).statusCode).toBe(401);
  });
});
