import { afterEach, describe, expect, it } from 'vitest';
import hi from '../../../../packages/domain/src/i18n/locales/hi.json';
import { formatDate, formatRupees, formatTime, formatWeekday, paidAtDoorText } from './format';
import { activateLanguage } from './i18n';

// The store's formats are written out by hand for speed; here they must give what Intl gives for en-IN in India time.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const india = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
const day = india({ day: 'numeric', month: 'short', year: 'numeric' });
const weekday = india({ weekday: 'short', day: 'numeric', month: 'short' });
const time = india({ hour: 'numeric', minute: '2-digit', hour12: true });

describe('formatRupees', () => {
  it('writes prices and totals as Intl writes rupees in en-IN', () => {
    const amounts = [
      0, 1, 5, 9.5, 10, 99, 99.99, 100, 199, 999.9, 1000, 1299.5, 1299.55, 12345.67, 123456, 1234567.8, 98765432.1, 100000000,
    ];
    for (let paise = 0; paise < 300_000; paise += 37) amounts.push(paise / 100);
    for (const amount of amounts) expect(formatRupees(amount)).toBe(rupees.format(amount));
  });

  it('rounds to the paisa as Intl does, and keeps the sign', () => {
    for (const amount of [0.005, 1.005, 2.675, 99.999, 0.004, 123456.789, -5, -1299.5, -0.001, -0, NaN, Infinity, -Infinity]) {
      expect(formatRupees(amount)).toBe(rupees.format(amount));
    }
    expect(formatRupees(1299.5)).toBe('₹1,299.5');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
});

describe('dates and times in India time', () => {
  it('match Intl for every hour and half hour over two years, across the UTC date line', () => {
    const start = Date.UTC(2025, 11, 31, 0, 0);
    for (let minutes = 0; minutes < 2 * 366 * 24 * 60; minutes += 97) {
      const instant = new Date(start + minutes * 60_000);
      expect(formatDate(instant)).toBe(day.format(instant));
      expect(formatWeekday(instant)).toBe(weekday.format(instant));
      expect(formatTime(instant)).toBe(time.format(instant).toUpperCase());
    }
  });

  it('read ISO strings from the API', () => {
    expect(formatDate('2026-09-03T00:00:00Z')).toBe('3 Sept 2026');
    expect(formatWeekday('2026-11-21T18:40:00Z')).toBe('Sun, 22 Nov');
    expect(formatTime('2026-11-21T18:40:00Z')).toBe('12:10 AM');
    expect(formatTime('2026-06-01T06:35:00Z')).toBe('12:05 PM');
  });
});

describe('dates in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('name the month in full and the weekday short, in Hindi, with Latin digits; rupees and times unchanged', () => {
    activateLanguage('hi', hi);
    expect(formatDate('2026-09-03T00:00:00Z')).toBe('3 सितंबर 2026');
    expect(formatDate('2026-02-14T10:00:00Z')).toBe('14 फ़रवरी 2026');
    expect(formatWeekday('2026-11-21T18:40:00Z')).toBe('रवि, 22 नवंबर');
    expect(formatWeekday('2026-11-27T06:00:00Z')).toBe('शुक्र, 27 नवंबर');
    expect(formatTime('2026-11-21T18:40:00Z')).toBe('12:10 AM');
    expect(formatRupees(1299.5)).toBe('₹1,299.5');
  });

  it('has a name for every month and weekday, and goes back to English with the language', () => {
    activateLanguage('hi', hi);
    const months = Array.from({ length: 12 }, (_, month) => formatDate(new Date(Date.UTC(2026, month, 15, 6))).split(' ')[1]);
    expect(months).toEqual(['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर']);
    const weekdays = Array.from({ length: 7 }, (_, day) => formatWeekday(new Date(Date.UTC(2026, 10, 22 + day, 6))).split(',')[0]);
    expect(weekdays).toEqual(['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि']);
    activateLanguage('en');
    expect(formatWeekday('2026-11-21T18:40:00Z')).toBe('Sun, 22 Nov');
  });
});

describe('paidAtDoorText', () => {
  it('says a short payment with how much short and the note, and an exact one as its amount', () => {
    expect(paidAtDoorText({ received: 400, due: 407, note: 'Had only ₹400' })).toBe('₹400 of ₹407, ₹7 short: Had only ₹400');
    expect(paidAtDoorText({ received: 406.5, due: 407, note: '' })).toBe('₹406.5 of ₹407, ₹0.5 short');
    expect(paidAtDoorText({ received: 407, due: 407, note: '' })).toBe('₹407');
    expect(paidAtDoorText({ received: 410, due: 407, note: 'Kept the change' })).toBe('₹410 of ₹407: Kept the change');
  });
});
