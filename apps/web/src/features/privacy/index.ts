/** What the privacy feature shares: the consent asked at sign-up and the customer's own data card. */
export { ConsentBox } from './components/consent-box';
export { MyDataCard } from './components/my-data-card';
