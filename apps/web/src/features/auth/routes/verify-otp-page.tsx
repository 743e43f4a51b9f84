import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@padstore/domain/constants';
import { MESSAGES } from '@padstore/domain/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { setToken, useStoredPhone } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { nextPath } from '../components/require-auth';
import { useCountdown } from '../components/use-countdown';
import { useWebOtp } from '../components/use-web-otp';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function VerifyOtpPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // Unknown (undefined) on the server and while the app takes its markup over: the form is shown meanwhile.
  const phoneNumber = useStoredPhone();
  const [otp, setOtp] = useState('');
  const otpField = useRef<HTMLInputElement>(null);
  const keepDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);
  // A code typed into the page the server sent, before the app ran, is the code: the app takes it over.
  useLayoutEffect(() => {
    const typed = otpField.current?.value;
    if (typed) setOtp(keepDigits(typed));
  }, []);
  // Chrome on Android reads the code from the SMS (its last line names this site) and fills it in.
  useWebOtp((code) => setOtp(keepDigits(code)), phoneNumber !== null);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const { seconds, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);

  if (phoneNumber === null) {
    return (
      <Page title={t('Verify OTP')} width="narrow">
        <Card>
          <p className="text-gray-700">{t('We do not know which phone to verify yet.')}</p>
          <Link to="/login" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {t('Login with your phone number')}
          </Link>
        </Card>
      </Page>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phoneNumber) return;
    if (!OTP_PATTERN.test(otp)) {
      window.alert(t(MESSAGES.otpInvalid));
      return;
    }
    try {
      const response = await verify.mutateAsync({ phoneNumber, otp });
      setToken(response.token);
      await queryClient.invalidateQueries();
      notify.success(response.message);
      navigate(nextPath(search), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) notify.error(error.message);
      else window.alert(t(MESSAGES.otpVerifyFailed));
    }
  };

  const onResend = async () => {
    if (!phoneNumber) return;
    try {
      const response = await resend.mutateAsync(phoneNumber);
      notify.success(response.message || t(MESSAGES.otpResent));
      setOtp('');
      restart();
    } catch (error) {
      notify.error(errorMessage(error, t(MESSAGES.somethingWrong)));
    }
  };

  return (
    <Page title={t('Verify OTP')} width="narrow">
      <Card>
        <p className="mb-5 text-sm text-gray-600">
          {t.rich('Enter the 6-digit code we sent to {phone}.', {
            phone: <strong className="text-gray-900">{phoneNumber ?? t('your phone')}</strong>,
          })}
        </p>
        <form data-needs-app onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label={t('One-time password')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            ref={otpField}
            value={otp}
            onChange={(event) => setOtp(keepDigits(event.target.value))}
            className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-center text-2xl tracking-[0.5em] focus:outline-2 focus:outline-brand-600"
          />
          <Button
            type="submit"
            className="w-full"
            disabled={otp.length !== OTP_LENGTH}
            busy={verify.isPending}
            busyText={t('Verifying...')}
          >
            {t('Verify')}
          </Button>
        </form>
        <div className="mt-6 flex items-center justify-between gap-3 text-sm">
          <span className="text-gray-600" aria-live="polite">
            {seconds > 0 ? t('Resend code in {seconds}s', { seconds }) : t("Didn't get the code?")}
          </span>
          <Button variant="ghost" data-needs-app onClick={onResend} disabled={seconds > 0} busy={resend.isPending} className="px-3">
            {t('Resend code')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
