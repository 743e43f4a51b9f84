import { afterEach, describe, expect, it } from 'vitest';
import { cartDeliveryDate, deliveryPromise } from './delivery.js';
import { indiaDate } from './india-time.js';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('delivery promise, in India time whatever the server zone', () => {
  for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata']) {
    it(`promises the same day at 11:59 and the next day at 12:00 India time (server in ${zone})`, () => {
      process.env.TZ = zone;
      // 11:59 in India is 06:29 UTC.
      const before = deliveryPromise(new Date('2026-11-21T06:29:00Z'), false);
      expect(before.type).toBe('same_day');
      expect(indiaDate(before.to)).toMatchObject({ day: 21, hour: 21, minute: 0 });
      const noon = deliveryPromise(new Date('2026-11-21T06:30:00Z'), false);
      expect(noon.type).toBe('next_day');
      expect(indiaDate(noon.from)).toMatchObject({ day: 22, hour: 9 });
      expect(indiaDate(noon.to)).toMatchObject({ day: 22, hour: 21 });
    });
  }

  it('rolls the next day over the end of a month and a year', () => {
    const promise = deliveryPromise(new Date('2026-12-31T10:00:00Z'), false);
    expect(indiaDate(promise.to)).toMatchObject({ year: 2027, month: 1, day: 1 });
  });

  it('promises express delivery 30 to 60 minutes from placing, day or night', () => {
    const now = new Date('2026-11-21T18:45:00Z');
    const promise = deliveryPromise(now, true);
    expect(promise.type).toBe('express');
    expect(promise.from.getTime() - now.getTime()).toBe(30 * 60_000);
    expect(promise.to.getTime() - now.getTime()).toBe(60 * 60_000);
  });

  it('dates the cart today before noon and tomorrow after', () => {
    expect(indiaDate(cartDeliveryDate(new Date('2026-11-21T06:29:00Z'))).day).toBe(21);
    expect(indiaDate(cartDeliveryDate(new Date('2026-11-21T06:30:00Z'))).day).toBe(22);
  });
});
