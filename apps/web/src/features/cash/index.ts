/** What the cash feature shares: the console's cards for promises kept and the shop's UPI settings. */
export { PromiseKeptToday } from './components/promise-kept-card';
export { UpiSettingsCard } from './components/upi-settings-card';
