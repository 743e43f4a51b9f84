import { useSyncExternalStore } from 'react';

/** The pin code she last chose or checked on this device, guests too; forgotten with the rest at logout. */
const KEY = 'deliveryPinCode';

/** Keeps a whole pin code (the callers check it) and tells this tab; other tabs hear of it by the storage event. */
export function setDevicePinCode(pinCode: string): void {
  localStorage.setItem(KEY, pinCode);
  dispatchEvent(new StorageEvent('storage', { key: KEY }));
}

const subscribe = (onChange: () => void) => {
  addEventListener('storage', onChange);
  return () => removeEventListener('storage', onChange);
};

/** The device's pin code; null while the server renders a page and while the browser takes it over. */
export const useDevicePinCode = () =>
  useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(KEY),
    () => null,
  );
