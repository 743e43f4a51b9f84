import { describe, expect, it } from 'vitest';
import { indiaDate, indiaWallClock, productPageDeliveryDate } from './india-time.js';

describe('India time', () => {
  it('reads the India calendar date whatever the instant', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(indiaDate(new Date('2026-11-21T20:00:00Z'))).toMatchObject({ year: 2026, month: 11, day: 22, weekday: 0, hour: 1, minute: 30 });
  });

  it('turns an India wall clock reading into the right instant', () => {
    expect(indiaWallClock(2026, 11, 21, 12, 0).toISOString()).toBe('2026-11-21T06:30:00.000Z');
    expect(indiaWallClock(2026, 12, 32, 0, 0).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('promises tomorrow, in India, on the product page', () => {
    const late = productPageDeliveryDate(new Date('2026-11-21T19:00:00Z'));
    expect(indiaDate(late)).toMatchObject({ month: 11, day: 23 });
    const morning = productPageDeliveryDate(new Date('2026-11-21T03:00:00Z'));
    expect(indiaDate(morning)).toMatchObject({ month: 11, day: 22 });
  });
});
