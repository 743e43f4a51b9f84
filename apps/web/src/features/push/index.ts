/** Notifications on her phone (decision record 032): the shop's question after an order, the profile's switch, and sign-out's forgetting. */
export { PushAsk } from './components/push-ask';
export { PushSwitch } from './components/push-switch';
export { forgetThisDevice } from './components/push-device';
