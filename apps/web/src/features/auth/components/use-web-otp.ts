import { useEffect, useLayoutEffect, useRef } from 'react';

/** What Chrome's WebOTP API answers: the code of the SMS whose last line is `@{this site} #{code}`. */
interface OtpCredential {
  code?: string;
}

/**
 * Asks the browser for the sign-in code from the SMS as it arrives (WebOTP, Chrome on Android), and
 * hands it over. Where the browser has no WebOTP, or the customer declines, nothing happens: she types
 * the code as before. The request is withdrawn when the page goes.
 */
export function useWebOtp(onCode: (code: string) => void, enabled = true) {
  const latest = useRef(onCode);
  useLayoutEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!enabled || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions;
    navigator.credentials.get(request).then(
      (credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) latest.current(code);
      },
      // Withdrawn, timed out or declined: the field is still there to type in.
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);
}
