import { INDIA_TIME_ZONE } from '@padstore/domain/india-time';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const time = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** ₹199, ₹1,299.50: the one money format of the store. */
export const formatRupees = (amount: number) => rupees.format(amount);
/** 21 Nov 2026, in India time. */
export const formatDate = (value: Date | string) => day.format(new Date(value));
/** Sun, 22 Nov, in India time. */
export const formatWeekday = (value: Date | string) => weekday.format(new Date(value));
/** 10:42 AM, in India time. */
export const formatTime = (value: Date | string) => time.format(new Date(value)).toUpperCase();
