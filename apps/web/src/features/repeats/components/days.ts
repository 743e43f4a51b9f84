import { addDays } from '@padstore/domain/cycle';
import { indiaDay, indiaDayBounds } from '@padstore/domain/india-time';
import { formatWeekday } from '../../../lib/format';

/** Today in India, as YYYY-MM-DD. */
export const indiaToday = () => indiaDay(new Date());

/** The first and last dates a delivery may be set to: tomorrow, and 60 days from today. */
export const deliveryDateRange = () => ({ min: addDays(indiaToday(), 1), max: addDays(indiaToday(), 60) });

/** 'Fri, 27 Nov': a calendar day (YYYY-MM-DD) as the store writes it. */
export const dayText = (day: string) => formatWeekday(indiaDayBounds(day)[0]);
