import { lazy, Suspense, useState } from 'react';
import { DELIVERY_MESSAGES } from '@padstore/domain/messages';
import { useT } from '../../../lib/i18n';
import { useUser } from '../../../lib/user';
import { useDevicePinCode } from '../api/device-pin-code';
import { useServiceability } from '../api/get-serviceability';

// Out of the first load of a page: only a tap on the place asks for it.
const PinCodeDialog = lazy(() => import('./pin-code-dialog').then((module) => ({ default: module.PinCodeDialog })));

/** Where she is delivering: the pin code she chose or checked on this device, else her saved one. */
export function useDeliveryPinCode(): string | null {
  const saved = useUser().data?.pinCode;
  return useDevicePinCode() ?? (saved || null);
}

/**
 * The top bar's promise and place on customer pages: 'Delivery in 30-60 min · 560001', or 'Not
 * delivering to 110001 yet'; a tap changes the pin code (remembered on this device, guests too). Its line
 * has its height from the first paint (the server's, which knows no pin code), so nothing moves when it fills.
 */
export function DeliveryPlace() {
  const pinCode = useDeliveryPinCode();
  const answer = useServiceability(pinCode ?? '');
  const [open, setOpen] = useState(false);
  const served = answer.data?.served;
  const t = useT();
  const text = !pinCode
    ? t(DELIVERY_MESSAGES.choosePinCode)
    : served === false
      ? t(DELIVERY_MESSAGES.notDeliveringYet(pinCode))
      : t(DELIVERY_MESSAGES.promiseAt(pinCode));
  return (
    <div className="h-8 border-t border-gray-100 bg-brand-50/80">
      <div className="mx-auto flex h-full max-w-6xl items-center px-4 sm:px-6">
        <button
          type="button"
          data-needs-app="delivery-place"
          aria-haspopup="dialog"
          aria-label={t('{place}. Change pin code', { place: text })}
          onClick={() => setOpen(true)}
          className={`min-h-8 max-w-full truncate text-xs font-semibold sm:text-sm ${served === false ? 'text-amber-800' : 'text-brand-800'}`}
        >
          {/* One text node: its start never moves when the pin code fills it in (a layout shift otherwise). */}
          {`${text} ▾`}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <PinCodeDialog current={pinCode ?? ''} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
