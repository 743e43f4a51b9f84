/** Rules that depend on the time of day are decided in India time, whatever the server's zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date and clock in India at this instant: month 1-12, weekday 0 (Sunday) to 6. */
export function indiaDate(instant: Date): { year: number; month: number; day: number; weekday: number; hour: number; minute: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));
/** The India date indiaClock wrote last, by its day number: a day's CSV writes thousands of instants of two or three days. */
let lastDay = { number: Number.NaN, text: '' };

/**
 * An instant as India's clock shows it, to the minute: '2026-11-28 09:20'. The date is written once per
 * day (an ISO date of the shifted instant), the clock by arithmetic: a day's CSV calls it thousands of
 * times, and a date string per call was most of its time.
 */
export function indiaClock(instant: Date): string {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  const day = Math.floor(shifted / DAY_MS);
  if (day !== lastDay.number) lastDay = { number: day, text: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  const minutes = Math.floor((shifted - day * DAY_MS) / 60_000);
  return `${lastDay.text} ${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** Month names as the store writes dates (Intl's en-IN short months: 'Sept', not 'Sep'). */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The months in each language as a date says them: Hindi writes the whole name ('28 नवंबर'). Keyed by
 * the language's code (i18n/languages.ts); a language missing here says its dates in English.
 */
export const MONTH_NAMES_IN: Record<string, readonly string[]> = {
  en: MONTH_NAMES,
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** '4:15 PM', '12:10 AM': the clock in India at this instant. */
export function indiaClockText(instant: Date): string {
  const { hour, minute } = indiaDate(instant);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '9 PM' on the hour, else as indiaClockText: how a promise's end is said. */
export function indiaHourText(instant: Date): string {
  const { hour, minute } = indiaDate(instant);
  return minute === 0 ? `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}` : indiaClockText(instant);
}

/** '24 Nov' ('24 नवंबर' in Hindi): the India date of an instant, without the year. */
export function indiaDayMonthText(instant: Date, language = 'en'): string {
  const { day, month } = indiaDate(instant);
  return `${day} ${(MONTH_NAMES_IN[language] ?? MONTH_NAMES)[month - 1]}`;
}

/** '24 Nov 2026' ('24 नवंबर 2026' in Hindi): the India date of an instant, with its year. */
export function indiaDateText(instant: Date, language = 'en'): string {
  return `${indiaDayMonthText(instant, language)} ${indiaDate(instant).year}`;
}

/** How many India calendar days `later` is after `earlier`: 0 the same day, 1 the next, -1 the day before. */
export function indiaDaysBetween(earlier: Date, later: Date): number {
  const from = indiaDate(earlier);
  const to = indiaDate(later);
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
}

/** The instant at which a given India-time wall clock reading happens (days may overflow). */
export function indiaWallClock(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS);
}

/** The product page promises delivery tomorrow (India date), by the end of the day. */
export function productPageDeliveryDate(now: Date): Date {
  const today = indiaDate(now);
  return indiaWallClock(today.year, today.month, today.day + 1, 20, 0);
}

/** The India calendar day of an instant, as YYYY-MM-DD: the day a branch's cash and promise are counted in. */
export function indiaDay(instant: Date): string {
  const { year, month, day } = indiaDate(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first instant of an India calendar day (YYYY-MM-DD) and the first of the next. */
export function indiaDayBounds(day: string): [Date, Date] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [indiaWallClock(year, month, date), indiaWallClock(year, month, date + 1)];
}

/** The start and end of today in India. */
export function indiaToday(now = new Date()): [Date, Date] {
  const today = indiaDate(now);
  return [indiaWallClock(today.year, today.month, today.day), indiaWallClock(today.year, today.month, today.day + 1)];
}
