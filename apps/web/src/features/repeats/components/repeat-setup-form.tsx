import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CYCLE_LENGTH, cycleEntrySchema, cycleTiming, DAYS_BEFORE, type CycleEntry } from '@padstore/domain/cycle';
import {
  addDays,
  deliveryDayProblem,
  REPEAT_EVERY_DAYS_DEFAULT,
  REPEAT_EVERY_DAYS_MAX,
  REPEAT_EVERY_DAYS_MIN,
} from '@padstore/domain/repeats';
import { everyDaysField, repeatDayField } from '@padstore/domain/repeats-schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { dayText, deliveryDateRange, indiaToday } from './days';

/** Every N days from a date she picks: the API's own fields, and its check of the date against today. */
const rhythmSchema = z.object({
  everyDays: everyDaysField,
  firstDeliveryOn: repeatDayField.superRefine((day, context) => {
    const problem = deliveryDayProblem(day, new Date());
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

const setupSchema = z.discriminatedUnion('mode', [
  rhythmSchema.extend({ mode: z.literal('every'), deliverWithoutAsking: z.boolean() }),
  cycleEntrySchema.extend({ mode: z.literal('cycle'), deliverWithoutAsking: z.boolean() }),
]);
type SetupInput = z.input<typeof setupSchema>;
type SetupValues = z.output<typeof setupSchema>;

/** What the form hands on: what the store is told, and her cycle entry, which stays on the phone. */
export interface RepeatSetup {
  everyDays: number;
  firstDeliveryOn: string;
  askFirst: boolean;
  cycle: CycleEntry | null;
}

function toSetup(values: SetupValues): RepeatSetup {
  if (values.mode === 'every')
    return { everyDays: values.everyDays, firstDeliveryOn: values.firstDeliveryOn, askFirst: !values.deliverWithoutAsking, cycle: null };
  const cycle = { lastPeriodStartedOn: values.lastPeriodStartedOn, cycleLength: values.cycleLength, daysBefore: values.daysBefore };
  return { ...cycleTiming(cycle, new Date()), askFirst: !values.deliverWithoutAsking, cycle };
}

/** The first delivery her cycle gives, worked out here as she types, or nothing until the entry is whole. */
function CyclePreview({ control }: { control: ReturnType<typeof useForm<SetupInput, unknown, SetupValues>>['control'] }) {
  const t = useT();
  const values = useWatch({ control });
  const entry = cycleEntrySchema.safeParse(values);
  if (!entry.success) return null;
  const timing = cycleTiming(entry.data, new Date());
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900" aria-live="polite">
      {t.rich('First delivery {day}, then every {everyDays} days.', {
        day: <strong>{dayText(timing.firstDeliveryOn)}</strong>,
        everyDays: timing.everyDays,
      })}
    </p>
  );
}

const choiceClass = (chosen: boolean) =>
  `flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold ${chosen ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-600'}`;

/**
 * 'Deliver this regularly': every N days from a date she picks, or 'Time it to my cycle', worked out
 * on the phone. Her period date and cycle length are never part of what is sent.
 */
export function RepeatSetupForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (setup: RepeatSetup) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const range = deliveryDateRange();
  const form = useForm<SetupInput, unknown, SetupValues>({
    resolver: zodResolver(setupSchema),
    defaultValues: {
      mode: 'every',
      everyDays: REPEAT_EVERY_DAYS_DEFAULT,
      firstDeliveryOn: addDays(indiaToday(), REPEAT_EVERY_DAYS_DEFAULT),
      deliverWithoutAsking: false,
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  // The schemas' messages are the domain's English, said in her language.
  const error = (field: string) => (errors[field]?.message ? t(errors[field].message) : undefined);
  const chooseMode = (next: 'every' | 'cycle') => {
    if (next === mode) return;
    form.clearErrors();
    form.setValue('mode', next);
    if (next === 'cycle') {
      form.setValue('cycleLength', CYCLE_LENGTH.usual);
      form.setValue('daysBefore', DAYS_BEFORE.usual);
    }
  };
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(toSetup(values)))} noValidate className="space-y-4">
      <div role="radiogroup" aria-label={t('How often')} className="flex gap-1 rounded-xl bg-gray-100 p-1">
        {(
          [
            ['every', t('Every few days')],
            ['cycle', t('Time it to my cycle')],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            className={choiceClass(mode === value)}
            onClick={() => chooseMode(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === 'every' ? (
        <>
          <TextField
            label={t('Every how many days')}
            type="number"
            inputMode="numeric"
            min={REPEAT_EVERY_DAYS_MIN}
            max={REPEAT_EVERY_DAYS_MAX}
            error={error('everyDays')}
            hint={t('From {min} to {max} days', { min: REPEAT_EVERY_DAYS_MIN, max: REPEAT_EVERY_DAYS_MAX })}
            {...form.register('everyDays', { valueAsNumber: true })}
          />
          <TextField
            label={t('First delivery')}
            type="date"
            min={range.min}
            max={range.max}
            error={error('firstDeliveryOn')}
            {...form.register('firstDeliveryOn')}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('First day of your last period')}
            type="date"
            max={indiaToday()}
            error={error('lastPeriodStartedOn')}
            {...form.register('lastPeriodStartedOn')}
          />
          <TextField
            label={t('Your usual cycle, in days')}
            type="number"
            inputMode="numeric"
            min={CYCLE_LENGTH.min}
            max={CYCLE_LENGTH.max}
            error={error('cycleLength')}
            {...form.register('cycleLength')}
          />
          <TextField
            label={t('Deliver how many days before')}
            type="number"
            inputMode="numeric"
            min={DAYS_BEFORE.min}
            max={DAYS_BEFORE.max}
            error={error('daysBefore')}
            {...form.register('daysBefore')}
          />
          <CyclePreview control={form.control} />
          <p className="text-sm text-gray-600">
            {t(
              'Your phone works out the dates. Only the delivery date and how often reach us; what you enter here stays on this phone, and you can forget it at any time.',
            )}
          </p>
        </>
      )}
      <label className="flex min-h-11 items-start gap-3 text-sm text-gray-800">
        <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" {...form.register('deliverWithoutAsking')} />
        <span>
          {t('Deliver without asking me')}
          <span className="block text-gray-600">{t('Otherwise we ask you to confirm two days before each delivery.')}</span>
        </span>
      </label>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" busy={busy} busyText={t('Saving...')}>
          {t('Start repeat order')}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
