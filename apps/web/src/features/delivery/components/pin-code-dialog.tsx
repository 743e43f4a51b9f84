import { useId, useState, type FormEvent } from 'react';
import { PIN_CODE_LENGTH } from '@padstore/domain/constants';
import { MESSAGES } from '@padstore/domain/messages';
import { isPinCode } from '@padstore/domain/pin-code';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { msg, useT } from '../../../lib/i18n';
import { setDevicePinCode } from '../api/device-pin-code';

/** Its words (labels only: its refusals are the domain's pin-code messages). */
export const PIN_CODE_DIALOG = {
  heading: msg('Where should we deliver?'),
  label: msg('Pin code'),
  save: msg('Check and use'),
} as const;

/** The top bar's dialog for the pin code to deliver to; its code arrives with the first tap on the place. */
export function PinCodeDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const t = useT();
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
          {t(PIN_CODE_DIALOG.heading)}
        </h2>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
            {t(PIN_CODE_DIALOG.label)}
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PIN_CODE_LENGTH}
            placeholder={t('6-digit pin code')}
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
              {t(error)}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit">{t(PIN_CODE_DIALOG.save)}</Button>
        </div>
      </form>
    </Modal>
  );
}
