/** What the repeats feature shares: 'Deliver this regularly' for an order or the cart, and what a reminder's buttons do. */
export { DeliverRegularly, type RepeatLine } from './components/deliver-regularly';
export { repeatsQuery, useChangeRepeat } from './api/repeats';
export { dayText } from './components/days';
