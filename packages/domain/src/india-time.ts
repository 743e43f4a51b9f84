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
