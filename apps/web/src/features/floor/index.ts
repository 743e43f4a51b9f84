/** What the floor feature shares with the rider's screen: an order's promise and its discreet-packing badge. */
export { DISCREET_BADGE } from './components/order-card';
export { PromiseChip } from './components/promise-chip';
