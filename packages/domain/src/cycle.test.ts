import { afterEach, describe, expect, it, vi } from 'vitest';
import { CYCLE_MESSAGES, cycleEntrySchema, cycleTiming } from './cycle.js';
import { addDays, CYCLE_ENTRY_FIELDS, namesCycleData } from './repeats.js';

const at = (iso: string) => new Date(iso);
const usual = { cycleLength: 28, daysBefore: 2 };

describe('Time it to my cycle', () => {
  it('delivers the usual two days before her next period, every cycle', () => {
    // Last period 1 Nov, a 28-day cycle: the next starts 29 Nov, so the pads come on 27 Nov.
    expect(cycleTiming({ lastPeriodStartedOn: '2026-11-01', ...usual }, at('2026-11-10T06:00:00Z'))).toEqual({
      firstDeliveryOn: '2026-11-27',
      everyDays: 28,
    });
  });

  it('takes the rhythm from her cycle length', () => {
    expect(cycleTiming({ lastPeriodStartedOn: '2026-11-01', cycleLength: 35, daysBefore: 2 }, at('2026-11-10T06:00:00Z'))).toEqual({
      firstDeliveryOn: '2026-12-04',
      everyDays: 35,
    });
  });

  it('counts across a month end', () => {
    expect(cycleTiming({ lastPeriodStartedOn: '2026-10-20', ...usual }, at('2026-10-25T06:00:00Z')).firstDeliveryOn).toBe('2026-11-15');
  });

  it('counts across a year end', () => {
    expect(cycleTiming({ lastPeriodStartedOn: '2026-12-20', cycleLength: 30, daysBefore: 3 }, at('2026-12-28T06:00:00Z'))).toEqual({
      firstDeliveryOn: '2027-01-16',
      everyDays: 30,
    });
  });

  it('counts 29 February in a leap year and not in another', () => {
    // 2028 is a leap year: 10 Feb + 28 days is 9 March, less 2 is 7 March.
    expect(cycleTiming({ lastPeriodStartedOn: '2028-02-10', ...usual }, at('2028-02-12T06:00:00Z')).firstDeliveryOn).toBe('2028-03-07');
    expect(cycleTiming({ lastPeriodStartedOn: '2027-02-10', ...usual }, at('2027-02-12T06:00:00Z')).firstDeliveryOn).toBe('2027-03-08');
    expect(
      cycleTiming({ lastPeriodStartedOn: '2028-02-01', cycleLength: 28, daysBefore: 0 }, at('2028-02-02T06:00:00Z')).firstDeliveryOn,
    ).toBe('2028-02-29');
  });

  it('reads today in India, not in the server zone, around midnight', () => {
    const entry = { lastPeriodStartedOn: '2026-10-30', ...usual }; // next period 27 Nov, delivery 25 Nov
    // 18:29 UTC on 24 Nov is 23:59 on 24 Nov in India: 25 Nov is still ahead.
    expect(cycleTiming(entry, at('2026-11-24T18:29:00Z')).firstDeliveryOn).toBe('2026-11-25');
    // 18:30 UTC on 24 Nov is already 25 Nov in India: that delivery is today, so the next cycle's is taken.
    expect(cycleTiming(entry, at('2026-11-24T18:30:00Z')).firstDeliveryOn).toBe('2026-12-23');
  });

  it('times a cycle that started today from the next period', () => {
    expect(cycleTiming({ lastPeriodStartedOn: '2026-11-25', ...usual }, at('2026-11-25T04:00:00Z')).firstDeliveryOn).toBe('2026-12-21');
  });

  it('delivers on the day the period is due when she wants it 0 days before', () => {
    expect(
      cycleTiming({ lastPeriodStartedOn: '2026-11-25', cycleLength: 28, daysBefore: 0 }, at('2026-11-25T04:00:00Z')).firstDeliveryOn,
    ).toBe('2026-12-23');
  });

  it('never gives a date in the past: an old entry moves on a whole number of cycles', () => {
    // Last period 1 Aug, cycles of 28 days: periods on 29 Aug, 26 Sept, 24 Oct, 21 Nov, 19 Dec.
    const timing = cycleTiming({ lastPeriodStartedOn: '2026-08-01', ...usual }, at('2026-11-25T06:00:00Z'));
    expect(timing.firstDeliveryOn).toBe('2026-12-17');
  });

  it('keeps the first delivery within one cycle of tomorrow', () => {
    const now = at('2026-11-25T06:00:00Z');
    for (let ago = 0; ago < 120; ago += 1) {
      for (const cycleLength of [21, 28, 45]) {
        for (const daysBefore of [0, 5]) {
          const { firstDeliveryOn } = cycleTiming({ lastPeriodStartedOn: addDays('2026-11-25', -ago), cycleLength, daysBefore }, now);
          expect(firstDeliveryOn > '2026-11-25').toBe(true);
          expect(firstDeliveryOn <= addDays('2026-11-26', cycleLength - 1)).toBe(true);
        }
      }
    }
  });
});

describe('the cycle form', () => {
  afterEach(() => void vi.useRealTimers());

  it('takes the usual entry', () => {
    vi.useFakeTimers({ now: at('2026-11-25T06:00:00Z') });
    expect(cycleEntrySchema.parse({ lastPeriodStartedOn: '2026-11-20', cycleLength: '28', daysBefore: '0' })).toEqual({
      lastPeriodStartedOn: '2026-11-20',
      cycleLength: 28,
      daysBefore: 0,
    });
  });

  it('refuses a period that starts in the future, in India time', () => {
    // 19:00 UTC on 24 Nov is 25 Nov in India, so 25 Nov is today and 26 Nov the future.
    vi.useFakeTimers({ now: at('2026-11-24T19:00:00Z') });
    expect(cycleEntrySchema.safeParse({ lastPeriodStartedOn: '2026-11-25', cycleLength: 28, daysBefore: 2 }).success).toBe(true);
    const future = cycleEntrySchema.safeParse({ lastPeriodStartedOn: '2026-11-26', cycleLength: 28, daysBefore: 2 });
    expect(future.error?.issues[0]?.message).toBe(CYCLE_MESSAGES.periodStartInFuture);
  });

  it('refuses a cycle outside 21 to 45 days and more than 5 days before', () => {
    const messages = (input: object) =>
      cycleEntrySchema
        .safeParse({ lastPeriodStartedOn: '2026-11-01', cycleLength: 28, daysBefore: 2, ...input })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ cycleLength: 20 })).toEqual([CYCLE_MESSAGES.cycleLength]);
    expect(messages({ cycleLength: 46 })).toEqual([CYCLE_MESSAGES.cycleLength]);
    expect(messages({ cycleLength: 28.5 })).toEqual([CYCLE_MESSAGES.cycleLength]);
    expect(messages({ daysBefore: 6 })).toEqual([CYCLE_MESSAGES.daysBefore]);
    expect(messages({ daysBefore: -1 })).toEqual([CYCLE_MESSAGES.daysBefore]);
    expect(messages({ lastPeriodStartedOn: '' })).toEqual([CYCLE_MESSAGES.periodStartRequired]);
  });
});

describe('the fields that never reach the store', () => {
  it('are every field of the cycle form, each named as cycle data', () => {
    expect([...CYCLE_ENTRY_FIELDS].sort()).toEqual(Object.keys(cycleEntrySchema.shape).sort());
    for (const field of [...CYCLE_ENTRY_FIELDS, 'lastPeriodDate', 'period_start', 'LMP', 'menstrualPhase'])
      expect(namesCycleData(field)).toBe(true);
    for (const field of ['everyDays', 'firstDeliveryOn', 'nextDeliveryOn', 'askFirst', 'items', 'q'])
      expect(namesCycleData(field)).toBe(false);
  });
});
