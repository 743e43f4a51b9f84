import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@padstore/domain/push-messages';
import { notificationOf, payloadOf, repeatActionRequest } from './push-rules';

const repeat: PushPayload = {
  title: 'Your repeat order needs your yes',
  body: 'Your repeat order is due on Fri, 4 Dec. Confirm it to have it delivered, or skip this one.',
  url: '/repeat-orders/r1',
  tag: 'repeat-r1',
  lang: 'en',
  repeatId: 'r1',
  actions: [
    { action: 'confirm', title: 'Confirm' },
    { action: 'skip', title: 'Skip' },
  ],
  done: { confirm: 'Confirmed: your repeat order will be delivered', skip: 'Skipped: this delivery will not come' },
};

describe('what the service worker makes of a push', () => {
  it('shows the store’s title and text, and keeps the page a tap opens', () => {
    const { title, options } = notificationOf(
      { title: 'Order placed', body: 'Your order ORD-1 has been placed.', url: '/view-detail/o1', tag: 'order-o1', lang: 'hi' },
      2,
    );
    expect(title).toBe('Order placed');
    expect(options).toMatchObject({
      body: 'Your order ORD-1 has been placed.',
      tag: 'order-o1',
      lang: 'hi',
      data: { url: '/view-detail/o1' },
    });
    expect(options).not.toHaveProperty('actions');
  });

  it('gives a repeat order its Confirm and Skip buttons only where the browser shows two', () => {
    expect(notificationOf(repeat, 2).options).toMatchObject({ actions: repeat.actions, data: { repeatId: 'r1', done: repeat.done } });
    expect(notificationOf(repeat, 0).options).not.toHaveProperty('actions');
  });

  it('shows nothing for a push that is not the store’s, nor opens another site', () => {
    expect(payloadOf(null)).toBeNull();
    expect(payloadOf('not json')).toBeNull();
    expect(payloadOf(JSON.stringify({ title: 'x', body: 'y' }))).toBeNull();
    expect(payloadOf(JSON.stringify({ ...repeat, url: 'https://elsewhere.example/' }))).toBeNull();
    expect(payloadOf(JSON.stringify({ ...repeat, url: '//elsewhere.example/' }))).toBeNull();
    expect(payloadOf(JSON.stringify(repeat))).toEqual(repeat);
  });

  it('confirms or skips with her session cookie and the store-page header, as the page does', () => {
    const [address, init] = repeatActionRequest('r 1', 'skip', { name: 'x-requested-with', value: 'padstore' });
    expect(address).toBe('/api/user/repeats/r%201');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"action":"skip"}' });
    expect(init.headers).toMatchObject({ 'x-requested-with': 'padstore', 'content-type': 'application/json' });
  });
});
