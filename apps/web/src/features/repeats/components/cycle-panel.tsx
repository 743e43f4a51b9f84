import { useState } from 'react';
import { cycleEntrySchema, cycleTiming, type CycleEntry } from '@padstore/domain/cycle';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { forgetCycle, keepCycle } from './cycle-memory';
import { indiaToday } from './days';

/**
 * A repeat timed to her cycle, on the phone that keeps her entry: says so plainly, lets her forget it,
 * and, when her period came early or late, works the next delivery out again from the new date. The
 * new date itself stays here; only the next delivery date is sent.
 */
export function CyclePanel({
  repeatId,
  cycle,
  busy,
  onMoveTo,
}: {
  repeatId: string;
  cycle: CycleEntry;
  busy: boolean;
  onMoveTo: (nextDeliveryOn: string) => Promise<boolean>;
}) {
  const t = useT();
  const [correcting, setCorrecting] = useState(false);
  const [started, setStarted] = useState('');
  const [error, setError] = useState<string | null>(null);

  const recompute = async () => {
    const checked = cycleEntrySchema.shape.lastPeriodStartedOn.safeParse(started);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    const entry = { ...cycle, lastPeriodStartedOn: checked.data };
    if (await onMoveTo(cycleTiming(entry, new Date()).firstDeliveryOn)) {
      keepCycle(repeatId, entry);
      setCorrecting(false);
      setStarted('');
    }
  };

  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
      <p>{t('Timed to your cycle. What you entered is kept only on this phone and never sent to us; logging out also forgets it.')}</p>
      {correcting ? (
        <div className="mt-3 space-y-3">
          <TextField
            label={t('First day of this period')}
            type="date"
            max={indiaToday()}
            value={started}
            error={error ? t(error) : undefined}
            onChange={(event) => {
              setStarted(event.target.value);
              setError(null);
            }}
          />
          <div className="flex gap-2">
            <Button className="flex-1" busy={busy} busyText={t('Moving...')} onClick={() => void recompute()}>
              {t('Move my next delivery')}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setCorrecting(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => setCorrecting(true)}>
            {t('My period came early/late')}
          </Button>
          <Button variant="ghost" onClick={() => forgetCycle(repeatId)}>
            {t('Forget')}
          </Button>
        </div>
      )}
    </div>
  );
}
