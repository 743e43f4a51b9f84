/** What the stock feature shares: the counts waiting for a manager, shown on the floor page too. */
export { WaitingCounts } from './components/waiting-counts';
