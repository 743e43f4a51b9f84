import { indiaDate, indiaDaysBetween, MONTH_NAMES, MONTH_NAMES_IN } from './india-time.js';

/**
 * When she gets her order, said one way on every page and in every message, in her language and its
 * own words: 'today by 9 PM', 'tomorrow by 9 PM', 'by 8:21 AM' (an express order, within the next hours), 'on
 * Sat, 28 Nov by 9 PM'; in Hindi 'आज रात 9 बजे तक', 'कल रात 9 बजे तक', 'सुबह 8:21 तक', 'शनि, 28 नवंबर रात 9
 * बजे तक'. A day without a time ('tomorrow', 'कल') is `sayArrivalDay`. Everything in India time.
 * Takes the language's code ('en', 'hi'); a language it does not know is said in English.
 */
export function sayArrival(by: Date, now: Date, language: string, options: { capital?: boolean; express?: boolean } = {}): string {
  const words = WORDS[language] ?? WORDS.en!;
  const days = indiaDaysBetween(now, by);
  const clock = words.clock(by);
  // An express order's promise within the next hours (even past midnight): the clock alone is clear.
  const soon = options.express === true && by >= now && by.getTime() - now.getTime() <= SOON_MS;
  const said = soon ? words.byClock(clock) : words.byDayClock(dayWord(words, by, days), clock);
  return options.capital ? capitalize(said) : said;
}

/** The day she gets it, without a time: 'today', 'tomorrow', 'Sat, 28 Nov'; 'आज', 'कल', 'शनि, 28 नवंबर'. */
export function sayArrivalDay(day: Date, now: Date, language: string, options: { capital?: boolean } = {}): string {
  const words = WORDS[language] ?? WORDS.en!;
  const days = indiaDaysBetween(now, day);
  const said = days === 0 ? words.today : days === 1 ? words.tomorrow : words.onDate(day);
  return options.capital ? capitalize(said) : said;
}

const SOON_MS = 3 * 60 * 60_000;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ArrivalWords {
  today: string;
  /** Today, said of the night (10 PM onwards in English; Hindi's 'रात' is its clock's own word). */
  tonight: string;
  tomorrow: string;
  /** 'on Sat, 28 Nov', 'शनि, 28 नवंबर'. */
  onDate: (instant: Date) => string;
  clock: (instant: Date) => string;
  byClock: (clock: string) => string;
  byDayClock: (day: string, clock: string) => string;
}

function dayWord(words: ArrivalWords, by: Date, days: number): string {
  if (days === 1) return words.tomorrow;
  if (days !== 0) return words.onDate(by);
  return indiaDate(by).hour >= 22 ? words.tonight : words.today;
}

const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HINDI_WEEKDAYS = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];

const dateIn = (weekdays: string[], months: readonly string[]) => (instant: Date) => {
  const { weekday, day, month } = indiaDate(instant);
  return `${weekdays[weekday]}, ${day} ${months[month - 1]}`;
};

/** '9 PM' on the hour, '8:21 AM' otherwise. */
function englishClock(instant: Date): string {
  const { hour, minute } = indiaDate(instant);
  const twelve = hour % 12 || 12;
  return `${minute === 0 ? twelve : `${twelve}:${String(minute).padStart(2, '0')}`} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The part of the day Hindi says before its clock: सुबह (4-11), दोपहर (12-15), शाम (16-18), रात (19-3). */
function hindiPartOfDay(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 19) return 'शाम';
  return 'रात';
}

/** 'रात 9 बजे' on the hour, 'सुबह 8:21' otherwise (digits stay Latin, as the store writes them). */
function hindiClock(instant: Date): string {
  const { hour, minute } = indiaDate(instant);
  const twelve = hour % 12 || 12;
  return `${hindiPartOfDay(hour)} ${minute === 0 ? `${twelve} बजे` : `${twelve}:${String(minute).padStart(2, '0')}`}`;
}

const WORDS: Record<string, ArrivalWords> = {
  en: {
    today: 'today',
    tonight: 'tonight',
    tomorrow: 'tomorrow',
    onDate: (instant) => `on ${dateIn(ENGLISH_WEEKDAYS, MONTH_NAMES)(instant)}`,
    clock: englishClock,
    byClock: (clock) => `by ${clock}`,
    byDayClock: (day, clock) => `${day} by ${clock}`,
  },
  hi: {
    today: 'आज',
    // 'आज रात 11 बजे तक': the clock's own 'रात' says the night.
    tonight: 'आज',
    tomorrow: 'कल',
    onDate: dateIn(HINDI_WEEKDAYS, MONTH_NAMES_IN.hi!),
    clock: hindiClock,
    byClock: (clock) => `${clock} तक`,
    byDayClock: (day, clock) => `${day} ${clock} तक`,
  },
};
