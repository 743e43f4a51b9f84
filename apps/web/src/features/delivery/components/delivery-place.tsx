import { useId, useState, type FormEvent } from 'react';
import { PIN_CODE_LENGTH } from '@padstore/domain/constants';
import { DELIVERY_MESSAGES, MESSAGES } from '@padstore/domain/messages';
import { isPinCode } from '@padstore/domain/pin-code';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useUser } from '../../../lib/user';
import { setDevicePinCode, useDevicePinCode } from '../api/device-pin-code';
import { useServiceability } from '../api/get-serviceability';

/** Where she is delivering: the pin code she chose or checked on this device, else her saved one. */
export function useDeliveryPinCode(): string | null {
  const device = useDevicePinCode();
  const saved = useUser().data?.pinCode;
  return device ?? (saved && isPinCode(saved) ? saved : null);
}

function PinCodeDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const [pinCode, setPinCode] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPinCode(pinCode)) return setError(pinCode ? MESSAGES.pinCodeInvalid : MESSAGES.pinCodeRequired);
    setDevicePinCode(pinCode);
    onClose();
  };
  return (
    <Modal labelledBy={headingId} onCancel={onClose} className="w-[min(22rem,calc(100vw-2rem))] p-6">
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {DELIVERY_MESSAGES.pinCodeHeading}
        </h2>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
            {DELIVERY_MESSAGES.pinCodeLabel}
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PIN_CODE_LENGTH}
            placeholder="6-digit pin code"
            value={pinCode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setPinCode(event.target.value.replace(/\D/g, ''));
              setError(null);
            }}
            className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base"
          />
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{DELIVERY_MESSAGES.pinCodeSave}</Button>
        </div>
      </form>
    </Modal>
  );
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
  const text = !pinCode
    ? DELIVERY_MESSAGES.choosePinCode
    : served === false
      ? DELIVERY_MESSAGES.notDeliveringYet(pinCode)
      : DELIVERY_MESSAGES.promiseAt(pinCode);
  return (
    <div className="h-8 border-t border-gray-100 bg-brand-50/80">
      <div className="mx-auto flex h-full max-w-6xl items-center px-4 sm:px-6">
        <button
          type="button"
          data-needs-app="delivery-place"
          aria-haspopup="dialog"
          aria-label={`${text}. Change pin code`}
          onClick={() => setOpen(true)}
          className={`flex min-h-8 max-w-full items-center gap-1 truncate text-xs font-semibold sm:text-sm ${
            served === false ? 'text-amber-800' : 'text-brand-800'
          }`}
        >
          <span className="truncate">{text}</span>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {open && <PinCodeDialog current={pinCode ?? ''} onClose={() => setOpen(false)} />}
    </div>
  );
}
