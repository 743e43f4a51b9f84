import { describe, expect, it } from 'vitest';
import { indiaClock, indiaDate, indiaWallClock, productPageDeliveryDate } from './india-time.js';

describe('India time', () => {
  it('reads the India calendar date whatever the instant', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(indiaDate(new Date('2026-11-21T20:00:00Z'))).toMatchObject({ year: 2026, month: 11, day: 22, weekday: 0, hour: 1, minute: 30 });
  });

  it("writes an instant as India's clock shows it, to the minute, as its ISO text shifted to India does", () => {
    expect(indiaClock(new Date('2026-11-28T03:50:59.999Z'))).toBe('2026-11-28 09:20');
    expect(indiaClock(new Date('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27 23:59');
    expect(indiaClock(new Date('2026-11-27T18:30:00.000Z'))).toBe('2026-11-28 00:00');
    expect(indiaClock(new Date('1969-12-31T18:29:00.000Z'))).toBe('1969-12-31 23:59');
    const shiftedIso = (instant: Date) => new Date(instant.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    // Instants of the same day, then of days far apart, in turn: the day written last is never reused wrongly.
    for (let step = 0; step < 5_000; step++) {
      const instant = new Date(Date.UTC(2000, 0, 1) + Math.floor(((step * 7_919) % 5_000) * 1_234_567.891) - (step % 2) * 86_399_999);
      expect(indiaClock(instant), instant.toISOString()).toBe(shiftedIso(instant));
    }
    expect(() => indiaClock(new Date(Number.NaN))).toThrow(RangeError);
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
