import { useSyncExternalStore } from 'react';

type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/**
 * react-toastify is loaded with the first toast, so that it stays out of the first page load. A toast
 * shown before the container is on the page waits in react-toastify's own queue.
 */
function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return toastify;
}

/**
 * The one toast helper, about five seconds: in the shop top right below the top bar; on the staff
 * screens at the foot, two at most (the containers set where and how many).
 */
export const notify = {
  success: (message: string) => void loadToastify().then(({ toast }) => toast.success(message)),
  error: (message: string) => void loadToastify().then(({ toast }) => toast.error(message)),
};

/** Whether a toast has been asked for yet; the layout mounts the container from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

const NOTICE_KEY = 'padstore:notice';

/**
 * Loads `path` afresh (nothing of the last customer stays in memory) and shows `message` there as a
 * toast: for a session that ends on purpose, such as a deleted account.
 */
export function leaveWithNotice(path: string, message: string): void {
  sessionStorage.setItem(NOTICE_KEY, message);
  window.location.replace(path);
}

/** Shows the notice a page left before it reloaded, once. */
export function showNoticeLeftBehind(): void {
  const message = sessionStorage.getItem(NOTICE_KEY);
  if (message === null) return;
  sessionStorage.removeItem(NOTICE_KEY);
  notify.success(message);
}
