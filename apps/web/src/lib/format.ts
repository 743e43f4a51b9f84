import { sayArrival } from '@padstore/domain/arrival';
import { indiaClockText, indiaDate, indiaDateText, MONTH_NAMES, MONTH_NAMES_IN } from '@padstore/domain/india-time';
import { currentLanguage } from './i18n';
import { pageLanguage, PSEUDO } from './languages';
import { pseudoText } from './pseudo-text';

// The store's money and date formats, written out rather than asked of Intl: the first Intl.NumberFormat or
// Intl.DateTimeFormat a page creates loads the browser's locale data, 15-55 ms of a fresh tab's main thread on
// this machine (more on a slow phone), in the task that starts the app. The output is Intl's own en-IN output
// for the India time zone, character for character (format.test.ts compares the two over many values).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// In Hindi the month's full name (as Hindi shopping apps write dates) and the short weekday; digits stay Latin.
const HINDI_WEEKDAYS = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];

/** The month's and weekday's names in the page's language. */
const names = () =>
  currentLanguage() === 'hi' ? { months: MONTH_NAMES_IN.hi!, weekdays: HINDI_WEEKDAYS } : { months: MONTH_NAMES, weekdays: WEEKDAYS };

/** 1,23,45,678: the Indian grouping, three digits, then twos. */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** ₹199, ₹1,299.5, ₹1,23,456.79: the one money format of the store (no trailing zeros, at most two decimals). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return `${amount < 0 ? '-' : ''}₹${Number.isNaN(amount) ? 'NaN' : '∞'}`;
  // Rounded from the number's shortest decimal form (1.005 is 1.01), as Intl rounds.
  const paise = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  const fraction = paise % 100;
  const decimals = fraction === 0 ? '' : fraction % 10 === 0 ? `.${fraction / 10}` : `.${String(fraction).padStart(2, '0')}`;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${groupIndian(Math.floor(paise / 100))}${decimals}`;
}

const inIndia = (value: Date | string) => indiaDate(new Date(value));

/** 21 Nov 2026 (Hindi: 21 नवंबर 2026), in India time. */
export function formatDate(value: Date | string): string {
  return indiaDateText(new Date(value), currentLanguage());
}

/** Sun, 22 Nov (Hindi: रवि, 22 नवंबर), in India time. */
export function formatWeekday(value: Date | string): string {
  const { weekday, day, month } = inIndia(value);
  const { months, weekdays } = names();
  return `${weekdays[weekday]}, ${day} ${months[month - 1]}`;
}

/** 10:42 AM, in India time. */
export function formatTime(value: Date | string): string {
  return indiaClockText(new Date(value));
}

/**
 * When she gets her order, in the page's language (the domain's sayArrival, the one way the store says
 * it): 'today by 9 PM', 'आज रात 9 बजे तक', 'by 8:21 AM', 'सुबह 8:21 तक', 'tomorrow by 9 PM', 'कल ...'.
 */
export function formatArrival(by: Date | string, now: Date, options: { capital?: boolean; express?: boolean } = {}): string {
  // The pseudo-language (languages.ts) says it as English does, in its own letters.
  if (pageLanguage() === PSEUDO) return pseudoText(sayArrival(new Date(by), now, 'en', options));
  return sayArrival(new Date(by), now, currentLanguage(), options);
}

/** ₹400 of ₹407, ₹7 short: the rider's note. What a customer paid at the door against what was due. */
export function paidAtDoorText(payment: { received: number; due: number; note: string }): string {
  const short = (Math.round(payment.due * 100) - Math.round(payment.received * 100)) / 100;
  const words =
    short === 0
      ? formatRupees(payment.received)
      : `${formatRupees(payment.received)} of ${formatRupees(payment.due)}${short > 0 ? `, ${formatRupees(short)} short` : ''}`;
  return payment.note ? `${words}: ${payment.note}` : words;
}
