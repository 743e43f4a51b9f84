/** What the notifications feature shares: the unread count of the top bar. */
export { useNotificationCount } from './api/get-notification-count';
