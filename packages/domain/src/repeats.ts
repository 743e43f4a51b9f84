import { indiaDate, indiaDay, indiaWallClock } from './india-time.js';

/**
 * Repeat orders (issue 33): pads delivered again every N days from a first date she picks. Dates are
 * India calendar days written YYYY-MM-DD; the arithmetic is done on them, never on instants, so month
 * and year ends, leap years and the India midnight come out right whatever the server's zone.
 */
export const REPEAT_EVERY_DAYS_MIN = 14;
export const REPEAT_EVERY_DAYS_MAX = 60;
export const REPEAT_EVERY_DAYS_DEFAULT = 28;
/** The first (or a moved) delivery is at most this many days ahead of today. */
export const REPEAT_FIRST_DELIVERY_MAX_DAYS_AHEAD = 60;
/** The reminder (with Confirm, Skip and Change) comes this many days before a delivery. */
export const REPEAT_REMINDER_DAYS_BEFORE = 2;
/** On the due day a confirmed repeat becomes an order at this India hour. */
export const REPEAT_PLACE_AT_HOUR = 8;
/** Products in one repeat, at most. */
export const REPEAT_MAX_ITEMS = 20;

export const REPEAT_STATUSES = ['active', 'paused', 'stopped'] as const;
export type RepeatStatus = (typeof REPEAT_STATUSES)[number];

export const REPEAT_ACTIONS = ['skip', 'pause', 'resume', 'confirm'] as const;
export type RepeatAction = (typeof REPEAT_ACTIONS)[number];

/** What became of one due delivery of a repeat (the console counts them). */
export const REPEAT_RUN_OUTCOMES = ['placed', 'skipped', 'failed', 'missed'] as const;
export type RepeatRunOutcome = (typeof REPEAT_RUN_OUTCOMES)[number];

/** Why a due repeat could not become an order: she is told which. */
export const REPEAT_REFUSALS = ['pinCodeNotServed', 'outOfStock', 'productHidden', 'noAddress', 'overLimit'] as const;
export type RepeatRefusal = (typeof REPEAT_REFUSALS)[number];

export const REPEAT_MESSAGES = {
  everyDays: `Choose a rhythm of ${REPEAT_EVERY_DAYS_MIN} to ${REPEAT_EVERY_DAYS_MAX} days`,
  dateInvalid: 'Choose a delivery date',
  datePast: 'The delivery date cannot be in the past',
  dateTooFar: `Choose a delivery date within the next ${REPEAT_FIRST_DELIVERY_MAX_DAYS_AHEAD} days`,
  itemsEmpty: 'Choose at least one product',
  tooManyItems: `A repeat order holds at most ${REPEAT_MAX_ITEMS} products`,
  sameProductTwice: 'Each product only once, please',
  productUnavailable: 'This product is not available',
  /** Any field naming a period or a cycle: only the delivery date and the rhythm ever reach the store. */
  noCycleData: 'We take only a delivery date and a rhythm: never a period date or a cycle length',
  unknownField: 'This field is not part of a repeat order',
  nothingToChange: 'Nothing to change',
  notFound: 'Repeat order not found',
  paused: 'This repeat order is paused. Resume it first',
  created: 'Your repeat order is set up',
  saved: 'Your repeat order is changed',
  stopped: 'Your repeat order is stopped',
  // Her notifications (written in her language): what will come, when; the 'why' is never said (nor in the SMS).
  reminderTitle: 'Your order is coming up',
  notPlacedTitle: 'Your order was not placed',
  placedTitle: 'Your order is placed',
  reminder: (what: string, day: string, amount: string, ask: string) =>
    `Your order of ${what} comes on ${day}: ₹${amount}, cash on delivery. ${ask}`,
  reminderAskFirst: 'Confirm it, skip it or change it.',
  reminderPlacedByItself: 'It will be placed by itself; skip it or change it if you like.',
  notPlaced: (day: string, why: string, next: string) => `Your order for ${day} was not placed. ${why} Your next one comes on ${next}.`,
  refusedPinCodeNotServed: "We don't deliver to your pin code at the moment.",
  refusedOutOfStock: 'Some products are out of stock.',
  refusedProductHidden: 'A product in it is no longer sold.',
  refusedNoAddress: 'Your account has no delivery address.',
  refusedOverLimit: 'You already have as many orders or packs on their way as we bring to one customer or address.',
  tooManyRepeats: (limit: number | string) => `You can have at most ${limit} repeat orders. Please stop one before you start another.`,
  notConfirmed: 'It was not confirmed in time, so we skipped it.',
  missed: 'We could not place it on its day.',
} as const;

/** The name in REPEAT_MESSAGES (and the catalog's `repeat.` key) of each refusal's sentence. */
export const REPEAT_REFUSAL_MESSAGES = {
  pinCodeNotServed: 'refusedPinCodeNotServed',
  outOfStock: 'refusedOutOfStock',
  productHidden: 'refusedProductHidden',
  noAddress: 'refusedNoAddress',
  overLimit: 'refusedOverLimit',
} as const satisfies Record<RepeatRefusal, keyof typeof REPEAT_MESSAGES>;

/** The notifications' texts in English, as REPEAT_MESSAGES has them. */
export const REPEAT_NOTICES = {
  reminderTitle: REPEAT_MESSAGES.reminderTitle,
  notPlacedTitle: REPEAT_MESSAGES.notPlacedTitle,
  placedTitle: REPEAT_MESSAGES.placedTitle,
  refusal: {
    pinCodeNotServed: REPEAT_MESSAGES.refusedPinCodeNotServed,
    outOfStock: REPEAT_MESSAGES.refusedOutOfStock,
    productHidden: REPEAT_MESSAGES.refusedProductHidden,
    noAddress: REPEAT_MESSAGES.refusedNoAddress,
    overLimit: REPEAT_MESSAGES.refusedOverLimit,
  } satisfies Record<RepeatRefusal, string>,
  notConfirmed: REPEAT_MESSAGES.notConfirmed,
  missed: REPEAT_MESSAGES.missed,
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether the text is a real calendar day YYYY-MM-DD (no 30 February). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date;
}

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, negative) `day`. */
export function addDays(day: string, days: number): string {
  return fromDayNumber(dayNumber(day) + days);
}

/** Days from `earlier` to `later`: 0 the same day, 1 the next. */
export function daysBetween(earlier: string, later: string): number {
  return dayNumber(later) - dayNumber(earlier);
}

/** Today in India as YYYY-MM-DD. */
export function indiaTodayDay(now: Date): string {
  return indiaDay(now);
}

/** The next `count` delivery days of a rhythm, the first one `first`. */
export function deliveryDays(first: string, everyDays: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i * everyDays));
}

/** The delivery after this one. */
export function nextDeliveryAfter(day: string, everyDays: number): string {
  return addDays(day, everyDays);
}

/** The first delivery day of the rhythm on or after `today` (a delivery missed moves to the next). */
export function firstDeliveryOnOrAfter(day: string, everyDays: number, today: string): string {
  const behind = daysBetween(day, today);
  if (behind <= 0) return day;
  return addDays(day, Math.ceil(behind / everyDays) * everyDays);
}

/** The day her reminder comes: two days before the delivery. */
export function reminderDay(deliveryOn: string): string {
  return addDays(deliveryOn, -REPEAT_REMINDER_DAYS_BEFORE);
}

/** The instant a delivery day's order is placed: 08:00 India time on it. */
export function placingTime(deliveryOn: string): Date {
  const [year, month, date] = deliveryOn.split('-').map(Number) as [number, number, number];
  return indiaWallClock(year, month, date, REPEAT_PLACE_AT_HOUR, 0);
}

/** Whether at `now` the delivery of that day is to be placed (its day in India, from 08:00). */
export function isTimeToPlace(deliveryOn: string, now: Date): boolean {
  return indiaDay(now) === deliveryOn && indiaDate(now).hour >= REPEAT_PLACE_AT_HOUR;
}

/**
 * Why a first (or moved) delivery day is refused, or null: not a date, in the past (India today is
 * fine), or more than 60 days ahead.
 */
export function deliveryDayProblem(day: string, now: Date): string | null {
  if (!isCalendarDay(day)) return REPEAT_MESSAGES.dateInvalid;
  const ahead = daysBetween(indiaDay(now), day);
  if (ahead < 0) return REPEAT_MESSAGES.datePast;
  if (ahead > REPEAT_FIRST_DELIVERY_MAX_DAYS_AHEAD) return REPEAT_MESSAGES.dateTooFar;
  return null;
}

/** Whether a rhythm is one the store takes: whole days, 14 to 60. */
export function isRepeatRhythm(everyDays: number): boolean {
  return Number.isInteger(everyDays) && everyDays >= REPEAT_EVERY_DAYS_MIN && everyDays <= REPEAT_EVERY_DAYS_MAX;
}

/** A field name that speaks of a period or a cycle: refused, so that no such data ever reaches the store. */
export function namesCycleData(field: string): boolean {
  return /period|cycle|menstru|lmp|bleed/i.test(field) || CYCLE_ENTRY_FIELDS.includes(field);
}

/** The fields of 'Time it to my cycle' (cycleEntrySchema), which stay on her phone. */
export const CYCLE_ENTRY_FIELDS: readonly string[] = ['lastPeriodStartedOn', 'cycleLength', 'daysBefore'];

/**
 * What a request with fields it does not take is told, for its body or its query string alike: a field
 * naming a period or a cycle gets the privacy promise's message, any other the route's own (issue 44).
 */
export function unknownFieldsMessage(keys: readonly string[], unknownField: string): string {
  return keys.some(namesCycleData) ? REPEAT_MESSAGES.noCycleData : `${unknownField}: ${keys.join(', ')}`;
}

/**
 * A delivery set (or moved) to today or tomorrow counts as confirmed at once: she has just chosen it,
 * and its reminder day has passed.
 */
export function confirmedWhenChosen(deliveryOn: string, now: Date): boolean {
  return daysBetween(indiaDay(now), deliveryOn) < REPEAT_REMINDER_DAYS_BEFORE;
}
