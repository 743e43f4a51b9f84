import { useState } from 'react';
import { PUSH_ASK_MESSAGES, PUSH_MESSAGES } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { askAnswer, rememberAnswer } from './push-device';
import { usePushDevice } from './use-push-device';

/**
 * The shop's own question, before the browser's (decision record 032): shown after an order, once per
 * device, in her language. Yes opens the browser's permission prompt and subscribes this phone; no is
 * kept, and this device is never asked again (her profile can still turn notifications on).
 */
export function PushAsk() {
  const t = useT();
  const device = usePushDevice();
  const [answered, setAnswered] = useState(() => typeof localStorage !== 'undefined' && askAnswer() !== null);
  const [busy, setBusy] = useState(false);
  if (answered || !device.offered || device.state !== 'off' || Notification.permission === 'denied') return null;

  const yes = async () => {
    setBusy(true);
    try {
      const result = await device.turnOn();
      // Refused at the browser's own prompt: as good as a no here.
      rememberAnswer(result === 'on' ? 'yes' : 'no');
      setAnswered(true);
      if (result === 'on') notify.success(t(PUSH_MESSAGES.subscribed));
    } catch {
      notify.error(t(PUSH_ASK_MESSAGES.couldNotTurnOn));
    } finally {
      setBusy(false);
    }
  };
  const no = () => {
    rememberAnswer('no');
    setAnswered(true);
  };

  return (
    <section aria-labelledby="push-ask-title" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-4 text-left">
      <h2 id="push-ask-title" className="text-base font-bold text-gray-900">
        {t(PUSH_ASK_MESSAGES.askTitle)}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t(PUSH_ASK_MESSAGES.askBody)}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button onClick={() => void yes()} busy={busy} busyText={t(PUSH_ASK_MESSAGES.turningOn)}>
          {t(PUSH_ASK_MESSAGES.allow)}
        </Button>
        <Button variant="secondary" onClick={no} disabled={busy}>
          {t(PUSH_ASK_MESSAGES.refuse)}
        </Button>
      </div>
    </section>
  );
}
