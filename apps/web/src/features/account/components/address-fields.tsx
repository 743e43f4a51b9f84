import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LOCATION_ADDRESS_MAX_LENGTH, PIN_CODE_LENGTH } from '@padstore/domain/constants';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { fieldError } from './field-error';

type Field = 'address' | 'pinCode' | 'plotNumber' | 'street';

/**
 * Where to deliver, the same fields on every screen that asks (registration, profile, checkout,
 * location): address, pin code and, where the screen has them, plot number and street. Each field comes
 * registered with the screen's form, so the screen's schema checks it.
 */
export function AddressFields({
  fields,
  errors,
  addressMaxLength = LOCATION_ADDRESS_MAX_LENGTH,
  pinCodeFirst = false,
  pinCodeNote,
}: {
  fields: Partial<Record<Field, UseFormRegisterReturn>> & Pick<Record<Field, UseFormRegisterReturn>, 'address' | 'pinCode'>;
  errors: Partial<Record<Field, { message?: string }>>;
  addressMaxLength?: number;
  /** Two columns with the pin code beside what comes before it and the address below (registration, checkout). */
  pinCodeFirst?: boolean;
  /** Under the pin code: whether a branch serves it. */
  pinCodeNote?: ReactNode;
}) {
  const t = useT();
  const error = (field: Field) => fieldError(t, errors[field]);
  const address = (
    <div key="address" className="sm:col-span-2">
      <TextField
        label={t('Address')}
        autoComplete="street-address"
        maxLength={addressMaxLength}
        error={error('address')}
        {...fields.address}
      />
    </div>
  );
  const pinCode = (
    <div key="pinCode">
      <TextField
        label={t('Pin code')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PIN_CODE_LENGTH}
        error={error('pinCode')}
        {...fields.pinCode}
      />
      {pinCodeNote}
    </div>
  );
  return (
    <>
      {pinCodeFirst ? [pinCode, address] : [address, pinCode]}
      {fields.plotNumber && <TextField label={t('Plot number')} error={error('plotNumber')} {...fields.plotNumber} />}
      {fields.street && <TextField label={t('Street')} error={error('street')} {...fields.street} />}
    </>
  );
}
