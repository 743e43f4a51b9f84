/** What the orders feature shares: placing an order, its summary and its status badge. */
export { usePlaceOrder } from './api/place-order';
export { OrderSummary } from './components/order-summary';
export { StatusBadge } from './components/status-badge';
export { useOrders } from './api/get-orders';
