import { zodResolver } from '@hookform/resolvers/zod';
import { useMutationState } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  DELIVERY_MESSAGES,
  GENDERS,
  MESSAGES,
  PHONE_INPUT_MAX_LENGTH,
  REGISTER_ADDRESS_MAX_LENGTH,
  registerSchema,
} from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { storePhone } from '../../../lib/session';
import { useFillUntilTouched } from '../../../lib/use-fill-until-touched';
import { notify } from '../../../lib/toast';
import { AddressFields, fieldError, genderLabel } from '../../account';
import { PinCodeCheck } from '../../delivery';
import { REGISTER_KEY, useRegister } from '../api/register';
import { ConsentBox } from '../../privacy';

export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const registration = useRegister();
  const form = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', gender: undefined, phoneNumber: '', address: '', pinCode: '', plotNumber: '', street: '' },
  });
  // After a back step from the code screen the form shows what she sent (to correct her number), until
  // she touches it. The query client keeps the last registration for a few minutes, on this page only.
  const sent = useMutationState({
    filters: { mutationKey: REGISTER_KEY, status: 'success' },
    select: (mutation) => mutation.state.variables as z.output<typeof registerSchema> | undefined,
  }).at(-1);
  const fill = useFillUntilTouched(form, sent, (values) => values);
  const errors = form.formState.errors;
  const pinCode = useWatch({ control: form.control, name: 'pinCode' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await registration.mutateAsync(values);
      storePhone(response.data?.phoneNumber);
      notify.success(response.message);
      navigate(`/verifyotp${search}`);
    } catch (error) {
      notify.error(errorMessage(error, t(MESSAGES.somethingWrong)));
    }
  });

  return (
    <Page title={t('Register')} width="medium">
      <Card>
        <p className="mb-6 text-sm text-gray-600">
          {t('Create your account to order with cash on delivery. We deliver in 30-60 minutes where a branch serves your pin code.')}
        </p>
        <form {...fill.formProps} data-needs-app onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('Full name')} autoComplete="name" error={fieldError(t, errors.fullName)} {...form.register('fullName')} />
          <SelectField
            label={t('Gender')}
            placeholder={t('Select gender')}
            options={GENDERS}
            optionLabel={(gender) => t(genderLabel(gender))}
            error={fieldError(t, errors.gender)}
            {...form.register('gender')}
          />
          <TextField
            label={t('Mobile number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            error={fieldError(t, errors.phoneNumber)}
            {...form.register('phoneNumber')}
          />
          <AddressFields
            pinCodeFirst
            addressMaxLength={REGISTER_ADDRESS_MAX_LENGTH}
            errors={errors}
            pinCodeNote={<PinCodeCheck pinCode={pinCode} stillYouCan={t(DELIVERY_MESSAGES.mayStillRegister)} />}
            fields={{
              address: form.register('address'),
              pinCode: form.register('pinCode'),
              plotNumber: form.register('plotNumber'),
              street: form.register('street'),
            }}
          />
          <div className="sm:col-span-2">
            <ConsentBox error={fieldError(t, errors.consent)} {...form.register('consent')} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" className="w-full" busy={registration.isPending} busyText={t('Registering...')}>
              {t('Get OTP')}
            </Button>
          </div>
        </form>
        <p className="mt-6 text-center text-sm text-gray-600">
          {t('Already registered?')}{' '}
          <Link to={`/login${search}`} className="font-semibold text-brand-700 hover:underline">
            {t('Login')}
          </Link>
        </p>
      </Card>
    </Page>
  );
}
