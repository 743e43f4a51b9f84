import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema, MESSAGES, PHONE_INPUT_MAX_LENGTH } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { storePhone } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { fieldError } from '../../account';

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { phoneNumber: '' },
  });

  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    try {
      const response = await login.mutateAsync(phoneNumber);
      storePhone(response.phoneNumber);
      notify.success(response.message);
      navigate(`/verifyotp${search}`);
    } catch (error) {
      // The API says it in her language (Accept-Language): the English text or hers.
      if (error instanceof ApiError && error.status === 429 && [MESSAGES.otpCooldown, t(MESSAGES.otpCooldown)].includes(error.message)) {
        // A code was sent less than a minute ago and still works: take the customer to it.
        storePhone(phoneNumber);
        notify.error(error.message);
        navigate(`/verifyotp${search}`);
        return;
      }
      notify.error(errorMessage(error, t(MESSAGES.somethingWrong)));
    }
  });

  return (
    <Page title={t('Login')} width="narrow">
      <Card>
        <p className="mb-5 text-sm text-gray-600">{t('Enter your mobile number and we will send you a one-time password.')}</p>
        <form data-needs-app onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label={t('Phone number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            placeholder={t('10-digit mobile number')}
            error={fieldError(t, form.formState.errors.phoneNumber)}
            {...form.register('phoneNumber')}
          />
          <Button type="submit" className="w-full" busy={login.isPending} busyText={t('Sending OTP...')}>
            {t('Get OTP')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-gray-600">
          {t('New here?')}{' '}
          <Link to={`/register${search}`} className="font-semibold text-brand-700 hover:underline">
            {t('Register')}
          </Link>
        </p>
      </Card>
    </Page>
  );
}
