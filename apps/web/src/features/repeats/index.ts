/** What the repeats feature shares: 'Deliver this regularly' for an order or the cart, and the reminder's buttons. */
export { DeliverRegularly, type RepeatLine } from './components/deliver-regularly';
export { useChangeRepeat } from './api/repeats';
