import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_TEXT } from '@padstore/domain/privacy';
import { useT } from '../../../lib/i18n';

interface ConsentBoxProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string;
}

/**
 * The plain notice of what the store collects and why, linked to the privacy policy, and the box that
 * must be ticked before an account is created. The server refuses a registration without it too.
 */
export const ConsentBox = forwardRef<HTMLInputElement, ConsentBoxProps>(function ConsentBox({ error, ...rest }, ref) {
  const id = useId();
  const t = useT();
  return (
    <div className="space-y-2 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <p id={`${id}-notice`} className="text-sm text-gray-700">
        <span className="font-semibold text-gray-900">{t('Your privacy.')} </span>
        {t(PRIVACY_NOTICE_TEXT)}{' '}
        {t.rich('{privacyPolicy}.', {
          privacyPolicy: (
            <Link to="/privacypolicy" className="font-semibold text-brand-700 underline">
              {t('Read the privacy policy')}
            </Link>
          ),
        })}
      </p>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-notice ${id}-error` : `${id}-notice`}
          {...rest}
        />
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {t('I have read the privacy notice and agree to it')}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {/* The form's zod message (a domain message), said in her language; one said already stays as it is. */}
          {t(error)}
        </p>
      )}
    </div>
  );
});
