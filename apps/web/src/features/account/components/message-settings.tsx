import { useId, type ReactNode } from 'react';
import type { NotificationSettingsAnswer, NotificationSettingsChange } from '@padstore/domain';
import { Card, ErrorState } from '../../../components/ui/page';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n';
import { useChangeNotificationSettings } from '../api/change-notification-settings';
import { useNotificationSettings } from '../api/get-notification-settings';

/** The WhatsApp checkbox's words, the same in her profile and at checkout. */
export const WHATSAPP_YES = msg('Send me updates on WhatsApp');

/** A checkbox with its label and a line under it; the whole line is tappable on a phone. */
export function CheckboxLine({
  checked,
  onChange,
  label,
  hint,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-default"
      />
      <label htmlFor={id} className={disabled ? 'text-gray-500' : 'cursor-pointer'}>
        <span className="block font-medium text-gray-900">{label}</span>
        {hint && <span className="block text-sm text-gray-600">{hint}</span>}
      </label>
    </div>
  );
}

const KINDS = [
  { key: 'orderUpdates', title: msg('Order updates') },
  { key: 'repeatReminders', title: msg('Repeat reminders') },
] as const;

/** Her profile's 'Messages': the channels of each kind of message, her yes to WhatsApp and her yes to offers. */
export function MessageSettings() {
  const t = useT();
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  const save = (body: NotificationSettingsChange) => change.mutate(body);
  const when = (at: string) => t('{date} at {time}', { date: formatDate(at), time: formatTime(at) });

  return (
    <Card>
      <h2 className="text-base font-bold text-gray-900">{t('Messages')}</h2>
      {settings.isPending ? (
        <div className="mt-3" aria-busy="true">
          <TextSkeleton lines={4} />
        </div>
      ) : settings.isError ? (
        <div className="mt-3">
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        </div>
      ) : (
        <Choices settings={settings.data} busy={change.isPending} save={save} when={when} />
      )}
      <div role="status" className="mt-2 text-sm">
        {change.isSuccess && <p className="text-green-800">{t('Saved.')}</p>}
        {change.isError && <p className="text-red-700">{errorMessage(change.error)}</p>}
      </div>
    </Card>
  );
}

function Choices({
  settings,
  busy,
  save,
  when,
}: {
  settings: NotificationSettingsAnswer;
  busy: boolean;
  save: (body: NotificationSettingsChange) => void;
  when: (at: string) => string;
}) {
  const t = useT();
  const whatsappYes = settings.whatsappConsentAt !== null;
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{t('Your messages in the shop are always here. Choose where else we tell you.')}</p>
      {KINDS.map(({ key, title }) => (
        <fieldset key={key} className="mt-4">
          <legend className="text-sm font-semibold text-gray-900">{t(title)}</legend>
          <CheckboxLine
            label={t('On my phone')}
            checked={settings[key].push}
            disabled={busy}
            onChange={(push) => save({ [key]: { push } })}
          />
          <CheckboxLine
            label={t('On WhatsApp')}
            hint={whatsappYes ? undefined : t('Needs your yes to WhatsApp below.')}
            checked={settings[key].whatsapp}
            disabled={busy || !whatsappYes}
            onChange={(whatsapp) => save({ [key]: { whatsapp } })}
          />
        </fieldset>
      ))}
      <div className="mt-4 border-t border-gray-200 pt-3">
        <CheckboxLine
          label={t(WHATSAPP_YES)}
          hint={
            settings.whatsappConsentAt
              ? t('You said yes on {when}. Untick it to take it back.', { when: when(settings.whatsappConsentAt) })
              : settings.whatsappWithdrawnAt
                ? t('You took it back on {when}.', { when: when(settings.whatsappWithdrawnAt) })
                : t('Only about your orders and reminders, never anything else.')
          }
          checked={whatsappYes}
          disabled={busy}
          onChange={(whatsappConsent) => save({ whatsappConsent })}
        />
        <CheckboxLine
          label={t('Send me offers')}
          hint={
            <>
              <span className="block">{t('We send no offers today. If we ever do, only with this yes.')}</span>
              {settings.promotionalConsentAt && (
                <span className="block">{t('You said yes on {when}.', { when: when(settings.promotionalConsentAt) })}</span>
              )}
            </>
          }
          checked={settings.promotionalConsentAt !== null}
          disabled={busy}
          onChange={(promotionalConsent) => save({ promotionalConsent })}
        />
      </div>
    </>
  );
}

/**
 * At checkout: her yes to WhatsApp, unticked; only while she has not said it (nothing while her settings
 * load or cannot be read). The checkout page saves it when she places the order.
 */
export function WhatsAppYesAtCheckout({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  const settings = useNotificationSettings();
  if (!settings.data || settings.data.whatsappConsentAt !== null) return null;
  return (
    <CheckboxLine
      label={t(WHATSAPP_YES)}
      hint={t('Only about your orders and reminders, never anything else.')}
      checked={checked}
      onChange={onChange}
    />
  );
}
