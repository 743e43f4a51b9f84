import { useSyncExternalStore } from 'react';
import { isPinCode } from '@padstore/domain/pin-code';

/** The pin code she last checked or chose on this device, guests too; forgotten with the rest at logout. */
const KEY = 'deliveryPinCode';
const CHANGE_EVENT = 'padstore:pin-code';

export function getDevicePinCode(): string | null {
  if (typeof localStorage === 'undefined') return null;
  const value = localStorage.getItem(KEY);
  return value && isPinCode(value) ? value : null;
}

export function setDevicePinCode(pinCode: string): void {
  if (!isPinCode(pinCode)) return;
  localStorage.setItem(KEY, pinCode);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The device's pin code; null while the server renders a page and while the browser takes it over. */
export const useDevicePinCode = () => useSyncExternalStore(subscribe, getDevicePinCode, () => null);
