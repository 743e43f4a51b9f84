import { addDays, REPEAT_FIRST_DELIVERY_MAX_DAYS_AHEAD } from '@padstore/domain/repeats';
import { indiaDay, indiaDayBounds } from '@padstore/domain/india-time';
import { formatWeekday } from '../../../lib/format';

/** Today in India, as YYYY-MM-DD. */
export const indiaToday = () => indiaDay(new Date());

/** The first and last dates a delivery may be set to: today, and 60 days from today. */
export const deliveryDateRange = () => ({ min: indiaToday(), max: addDays(indiaToday(), REPEAT_FIRST_DELIVERY_MAX_DAYS_AHEAD) });

/** 'Fri, 27 Nov': a calendar day (YYYY-MM-DD) as the store writes it. */
export const dayText = (day: string) => formatWeekday(indiaDayBounds(day)[0]);
