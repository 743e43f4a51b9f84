import { afterEach, describe, expect, it } from 'vitest';
import { arrivalWindow, cartDeliveryDate, deliveryPromise, expressCountdown, minutesToPromise } from './delivery.js';
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

// India is UTC+5:30: 23:50 in India is 18:20 UTC, midnight is 18:30 UTC.
const at = (iso: string) => new Date(iso);

describe('the arrival window, in her words and India time', () => {
  it('tells an express order the time its hour ends', () => {
    const placed = at('2026-11-25T09:45:00Z'); // 3:15 PM in India
    const promise = deliveryPromise(placed, true);
    expect(arrivalWindow({ deliveryType: 'express', promisedTo: promise.to }, placed)).toBe('Arriving by 4:15 PM');
  });

  it('keeps an express order placed before midnight at its time, after midnight too', () => {
    const placed = at('2026-11-25T18:20:00Z'); // 11:50 PM on 25 Nov
    const promisedTo = deliveryPromise(placed, true).to; // 12:50 AM on 26 Nov
    expect(arrivalWindow({ deliveryType: 'express', promisedTo }, placed)).toBe('Arriving by 12:50 AM');
    expect(arrivalWindow({ deliveryType: 'express', promisedTo }, at('2026-11-25T18:35:00Z'))).toBe('Arriving by 12:50 AM');
    // Long past and on another day, it says which day.
    expect(arrivalWindow({ deliveryType: 'express', promisedTo }, at('2026-11-27T06:00:00Z'))).toBe('Arriving on Thu, 26 Nov by 12:50 AM');
  });

  it('says today for a same-day order and tomorrow for a next-day one', () => {
    const morning = at('2026-11-25T04:00:00Z'); // 9:30 AM
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo: deliveryPromise(morning, false).to }, morning)).toBe(
      'Arriving today by 9 PM',
    );
    const afternoon = at('2026-11-25T09:00:00Z'); // 2:30 PM
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo: deliveryPromise(afternoon, false).to }, afternoon)).toBe(
      'Arriving tomorrow by 9 PM',
    );
  });

  it('turns tomorrow into today at midnight India time, not at midnight UTC', () => {
    const lateEvening = at('2026-11-25T18:20:00Z'); // 11:50 PM on 25 Nov
    const promisedTo = deliveryPromise(lateEvening, false).to; // 9 PM on 26 Nov
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, lateEvening)).toBe('Arriving tomorrow by 9 PM');
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, at('2026-11-25T18:29:59Z'))).toBe('Arriving tomorrow by 9 PM');
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, at('2026-11-25T18:30:00Z'))).toBe('Arriving today by 9 PM');
    // 00:00 UTC on the 26th is still 5:30 AM of the 26th in India: today.
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, at('2026-11-26T00:00:00Z'))).toBe('Arriving today by 9 PM');
  });

  it('names the day once the promise is neither today nor tomorrow', () => {
    const promisedTo = deliveryPromise(at('2026-11-25T09:00:00Z'), false).to; // 9 PM on 26 Nov
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, at('2026-11-27T05:00:00Z'))).toBe('Arriving on Thu, 26 Nov by 9 PM');
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, at('2026-11-24T05:00:00Z'))).toBe('Arriving on Thu, 26 Nov by 9 PM');
  });

  it('rolls over the end of the year', () => {
    const newYearsEve = at('2026-12-31T10:00:00Z'); // 3:30 PM on 31 Dec
    const promisedTo = deliveryPromise(newYearsEve, false).to;
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, newYearsEve)).toBe('Arriving tomorrow by 9 PM');
    expect(arrivalWindow({ deliveryType: 'next_day', promisedTo }, at('2026-12-31T18:30:00Z'))).toBe('Arriving today by 9 PM');
  });
});

describe('the express countdown', () => {
  const promisedTo = at('2026-11-25T10:45:00Z'); // 4:15 PM
  it('counts whole minutes up to the promise, rounding up', () => {
    expect(expressCountdown(promisedTo, at('2026-11-25T10:20:00Z'))).toBe('25 minutes to go');
    expect(expressCountdown(promisedTo, at('2026-11-25T10:19:30Z'))).toBe('26 minutes to go');
    expect(expressCountdown(promisedTo, at('2026-11-25T10:44:59Z'))).toBe('1 minute to go');
  });

  it('says plainly when it is past due', () => {
    expect(minutesToPromise(promisedTo, promisedTo)).toEqual({ minutesLeft: 0, late: true });
    expect(expressCountdown(promisedTo, at('2026-11-25T10:52:00Z'))).toBe('Running late: it was due today by 4:15 PM. Sorry for the wait.');
  });
});
