/**
 * What the delivery feature shares: whether a pin code is served (and the notice where none is), today's
 * promise and the express fee.
 */
export { useServiceability } from './api/get-serviceability';
export { useEmergencyFee } from './api/get-express-fee';
export { DeliveryCheck, DeliveryPromise, useDeliveryCheck } from './components/delivery-check';
export { NotDeliveredNotice, PinCodeCheck } from './components/not-delivered';
export { DeliveryPlace, useDeliveryPinCode } from './components/delivery-place';
