import { describe, expect, it } from 'vitest';
import {
  addDays,
  confirmedWhenChosen,
  daysBetween,
  deliveryDayProblem,
  deliveryDays,
  firstDeliveryOnOrAfter,
  isCalendarDay,
  isRepeatRhythm,
  isTimeToPlace,
  namesCycleData,
  placingTime,
  reminderDay,
  REPEAT_MESSAGES,
} from './repeats.js';
import { createRepeatSchema, updateRepeatSchema } from './schemas/repeats.js';

describe('the rhythm of a repeat order', () => {
  it('brings the next deliveries every N days from the first, across month and year ends', () => {
    expect(deliveryDays('2026-11-20', 28, 3)).toEqual(['2026-11-20', '2026-12-18', '2027-01-15']);
    expect(deliveryDays('2026-12-31', 14, 2)).toEqual(['2026-12-31', '2027-01-14']);
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
  });

  it('counts 29 February in a leap year, and not in others', () => {
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
    expect(addDays('2027-02-15', 14)).toBe('2027-03-01');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-1-1')).toBe(false);
  });

  it('reminds two days before, also across a month end', () => {
    expect(reminderDay('2026-12-01')).toBe('2026-11-29');
    expect(reminderDay('2027-01-01')).toBe('2026-12-30');
    expect(reminderDay('2028-03-01')).toBe('2028-02-28');
  });

  it('places at 08:00 India time on the day, whatever the server’s zone', () => {
    expect(placingTime('2026-12-01').toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(isTimeToPlace('2026-12-01', new Date('2026-12-01T02:29:00Z'))).toBe(false);
    expect(isTimeToPlace('2026-12-01', new Date('2026-12-01T02:30:00Z'))).toBe(true);
    // 23:59 in India is still the day; 00:00 the next day is not.
    expect(isTimeToPlace('2026-12-01', new Date('2026-12-01T18:29:00Z'))).toBe(true);
    expect(isTimeToPlace('2026-12-01', new Date('2026-12-01T18:30:00Z'))).toBe(false);
  });

  it('moves a missed delivery to the first day of the rhythm on or after today', () => {
    expect(firstDeliveryOnOrAfter('2026-11-01', 28, '2026-11-01')).toBe('2026-11-01');
    expect(firstDeliveryOnOrAfter('2026-11-01', 28, '2026-11-02')).toBe('2026-11-29');
    expect(firstDeliveryOnOrAfter('2026-11-01', 28, '2026-11-29')).toBe('2026-11-29');
    expect(firstDeliveryOnOrAfter('2026-11-01', 14, '2026-12-20')).toBe('2026-12-27');
    expect(firstDeliveryOnOrAfter('2026-12-10', 28, '2026-11-20')).toBe('2026-12-10');
  });

  it('takes a rhythm of 14 to 60 whole days', () => {
    expect([13, 14, 28, 60, 61, 20.5].map(isRepeatRhythm)).toEqual([false, true, true, true, false, false]);
  });
});

describe('the first delivery day, in India time', () => {
  // 23:45 on 24 Nov in India is 18:15 UTC; 00:15 on 25 Nov in India is still 24 Nov in UTC.
  const lateOn24th = new Date('2026-11-24T18:15:00Z');
  const justAfterMidnightOn25th = new Date('2026-11-24T18:45:00Z');

  it('may be today, not the day before, and at most 60 days ahead', () => {
    expect(deliveryDayProblem('2026-11-24', lateOn24th)).toBeNull();
    expect(deliveryDayProblem('2026-11-23', lateOn24th)).toBe(REPEAT_MESSAGES.datePast);
    expect(deliveryDayProblem('2027-01-23', lateOn24th)).toBeNull();
    expect(deliveryDayProblem('2027-01-24', lateOn24th)).toBe(REPEAT_MESSAGES.dateTooFar);
    expect(deliveryDayProblem('2026-02-30', lateOn24th)).toBe(REPEAT_MESSAGES.dateInvalid);
  });

  it('turns at India midnight, not at UTC midnight', () => {
    expect(deliveryDayProblem('2026-11-24', justAfterMidnightOn25th)).toBe(REPEAT_MESSAGES.datePast);
    expect(deliveryDayProblem('2026-11-25', justAfterMidnightOn25th)).toBeNull();
  });

  it('counts as confirmed when chosen for today or tomorrow, when no reminder could come first', () => {
    expect(confirmedWhenChosen('2026-11-25', justAfterMidnightOn25th)).toBe(true);
    expect(confirmedWhenChosen('2026-11-26', justAfterMidnightOn25th)).toBe(true);
    expect(confirmedWhenChosen('2026-11-27', justAfterMidnightOn25th)).toBe(false);
  });
});

describe('what a request may carry', () => {
  const good = { items: [{ productId: 'p1', quantity: 2 }], everyDays: 28, firstDeliveryOn: '2026-12-01' };

  it('takes items, a rhythm, a first day and askFirst (true unless said)', () => {
    expect(createRepeatSchema.parse(good)).toEqual({ ...good, askFirst: true });
    expect(createRepeatSchema.parse({ ...good, askFirst: false }).askFirst).toBe(false);
  });

  it('refuses any field naming a period or a cycle, anywhere in the body', () => {
    for (const field of ['lastPeriodOn', 'periodStart', 'cycleLength', 'CycleDays', 'menstruationDate', 'lmp']) {
      expect(namesCycleData(field)).toBe(true);
      const body = createRepeatSchema.safeParse({ ...good, [field]: 1 });
      expect(body.error?.issues[0]?.message, field).toBe(REPEAT_MESSAGES.noCycleData);
      const change = updateRepeatSchema.safeParse({ action: 'skip', [field]: 1 });
      expect(change.error?.issues[0]?.message, field).toBe(REPEAT_MESSAGES.noCycleData);
    }
    const nested = createRepeatSchema.safeParse({ ...good, items: [{ productId: 'p1', quantity: 1, cycle: 28 }] });
    expect(nested.error?.issues[0]?.message).toBe(REPEAT_MESSAGES.noCycleData);
    expect(namesCycleData('everyDays')).toBe(false);
  });
});
