import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { API_ROUTES, type RouteBody } from '@padstore/domain/api-routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { useUser } from '../../../lib/user';
import { useConsoleBranches } from '../../admin';
import type { ConsoleOffer } from '../api/get-offers';
import { useCreateOffer, useUpdateOffer } from '../api/save-offer';

/** The form's fields as typed: text until the offer is saved. */
interface Draft {
  code: string;
  kind: 'flat' | 'percent';
  amount: string;
  maxDiscount: string;
  minOrderValue: string;
  validFrom: string;
  validUntil: string;
  allBranches: boolean;
  branchIds: string[];
  totalUses: string;
  usesPerCustomer: string;
  firstOrderOnly: boolean;
  includesExpressFee: boolean;
  active: boolean;
}
type FieldErrors = Partial<Record<keyof Draft, string>>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * An offer's day or minute (India time, as the API keeps it) as a datetime-local field shows it: a bare
 * day starts at its midnight, or, for its end, runs to its last minute.
 */
const minuteOf = (value: string | null | undefined, endOfDay: boolean) =>
  !value ? '' : value.length === 10 ? `${value}T${endOfDay ? '23:59' : '00:00'}` : value;

const draftOf = (offer: ConsoleOffer | null, owner: boolean): Draft => ({
  code: offer?.code ?? '',
  kind: offer?.kind ?? 'flat',
  amount: text(offer?.amount),
  maxDiscount: text(offer?.maxDiscount),
  minOrderValue: offer?.minOrderValue ? String(offer.minOrderValue) : '',
  validFrom: minuteOf(offer?.validFrom, false),
  validUntil: minuteOf(offer?.validUntil, true),
  // Only the owner runs an offer in every branch; a manager's are for branches of theirs.
  allBranches: owner && (!offer || offer.branchIds.length === 0),
  branchIds: offer?.branchIds ?? [],
  totalUses: text(offer?.totalUses),
  usesPerCustomer: text(offer?.usesPerCustomer ?? 1),
  firstOrderOnly: offer?.firstOrderOnly ?? false,
  includesExpressFee: offer?.includesExpressFee ?? false,
  active: offer?.active ?? true,
});

/** A limit left empty is no limit (null); anything else is sent as typed, for the schema to judge. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function bodyOf(draft: Draft, editing: ConsoleOffer | null, onlyBranch: string | undefined): RouteBody<'POST admin/offers'> {
  // A day the offer was saved with stays as it was unless its field was changed.
  const dateOf = (value: string, saved: string | null | undefined, endOfDay: boolean) =>
    value === '' ? null : saved && minuteOf(saved, endOfDay) === value ? saved : value;
  return {
    code: draft.code,
    kind: draft.kind,
    amount: Number(draft.amount),
    maxDiscount: draft.kind === 'percent' ? numberOrNull(draft.maxDiscount) : null,
    minOrderValue: draft.minOrderValue.trim() === '' ? 0 : Number(draft.minOrderValue),
    validFrom: dateOf(draft.validFrom, editing?.validFrom, false),
    validUntil: dateOf(draft.validUntil, editing?.validUntil, true),
    // A manager of one branch makes offers for it without ticking it.
    branchIds: draft.allBranches ? [] : draft.branchIds.length === 0 && onlyBranch ? [onlyBranch] : draft.branchIds,
    totalUses: numberOrNull(draft.totalUses),
    usesPerCustomer: draft.usesPerCustomer.trim() === '' ? 1 : Number(draft.usesPerCustomer),
    firstOrderOnly: draft.firstOrderOnly,
    includesExpressFee: draft.includesExpressFee,
    active: draft.active,
  };
}

/** Each problem under its own field: the path's first part names the field (`branchIds.0` is branchIds). */
function fieldErrors(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as keyof Draft;
    errors[field] ??= issue.message;
  }
  return errors;
}

const box = 'size-4 accent-brand-700';
const select = 'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5';

/**
 * Makes or edits an offer. The form checks with the API's own schema before sending, so its messages are
 * the API's; a refusal the API finds (a code taken, an edit made meanwhile) is shown the same way.
 */
export function OfferForm({ editing, onDone }: { editing: ConsoleOffer | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const branches = useConsoleBranches();
  const owner = useUser().data?.role === 'owner';
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing, owner));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = bodyOf(draft, editing, !owner && branches.data?.length === 1 ? branches.data[0]?._id : undefined);
    const checked = API_ROUTES['POST admin/offers'].body.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))));
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: editing._id, ...body, version: editing.version });
      else await create.mutateAsync(body);
      notify.success(editing ? 'Offer saved' : 'Offer created');
      onDone();
    } catch (error) {
      const issues =
        error instanceof ApiError && Array.isArray(error.body.errors) ? (error.body.errors as { path: string; message: string }[]) : [];
      const byField = fieldErrors(issues);
      if (Object.keys(byField).length) setErrors(byField);
      else setFailure(errorMessage(error));
      // Changed meanwhile: the list reads the offer again, so that Edit opens the copy saved now.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.console.offers });
    }
  };

  const fieldProps = (key: keyof Draft) => ({ error: errors[key], name: key });
  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold text-gray-900">{editing ? `Edit ${editing.code}` : 'New offer'}</h2>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          autoCapitalize="characters"
          autoComplete="off"
          hint="Letters and digits; customers may type it in any case."
          value={draft.code}
          onChange={(event) => set('code', event.target.value)}
          {...fieldProps('code')}
        />
        <label className="text-sm font-medium text-gray-800">
          Discount
          <select className={select} value={draft.kind} onChange={(event) => set('kind', event.target.value as Draft['kind'])}>
            <option value="flat">Flat rupees off</option>
            <option value="percent">Percent off, up to a cap</option>
          </select>
        </label>
        <TextField
          label={draft.kind === 'flat' ? 'Rupees off (₹)' : 'Percent off (%)'}
          type="number"
          inputMode="decimal"
          min="0"
          step={draft.kind === 'flat' ? '0.01' : '1'}
          value={draft.amount}
          onChange={(event) => set('amount', event.target.value)}
          {...fieldProps('amount')}
        />
        {draft.kind === 'percent' && (
          <TextField
            label="Largest discount (₹)"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            hint="Empty: no cap."
            value={draft.maxDiscount}
            onChange={(event) => set('maxDiscount', event.target.value)}
            {...fieldProps('maxDiscount')}
          />
        )}
        <TextField
          label="Minimum order value (₹)"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          hint="Empty: any order."
          value={draft.minOrderValue}
          onChange={(event) => set('minOrderValue', event.target.value)}
          {...fieldProps('minOrderValue')}
        />
        <TextField
          label="Valid from (India time)"
          type="datetime-local"
          hint="Empty: from now."
          value={draft.validFrom}
          onChange={(event) => set('validFrom', event.target.value)}
          {...fieldProps('validFrom')}
        />
        <TextField
          label="Valid until (India time)"
          type="datetime-local"
          hint="Empty: until paused."
          value={draft.validUntil}
          onChange={(event) => set('validUntil', event.target.value)}
          {...fieldProps('validUntil')}
        />
        <TextField
          label="Total uses"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          hint="Empty: no limit."
          value={draft.totalUses}
          onChange={(event) => set('totalUses', event.target.value)}
          {...fieldProps('totalUses')}
        />
        <TextField
          label="Uses per customer"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          hint="Counted by phone and by delivery address."
          value={draft.usesPerCustomer}
          onChange={(event) => set('usesPerCustomer', event.target.value)}
          {...fieldProps('usesPerCustomer')}
        />
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium text-gray-800">Branches</legend>
          {owner && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={box}
                checked={draft.allBranches}
                onChange={(event) => set('allBranches', event.target.checked)}
              />
              All branches
            </label>
          )}
          {!draft.allBranches &&
            branches.data?.map((branch) => (
              <label key={branch._id} className={`flex items-center gap-2 text-sm ${owner ? 'pl-6' : ''}`}>
                <input
                  type="checkbox"
                  className={box}
                  checked={draft.branchIds.includes(branch._id)}
                  onChange={(event) =>
                    set(
                      'branchIds',
                      event.target.checked ? [...draft.branchIds, branch._id] : draft.branchIds.filter((id) => id !== branch._id),
                    )
                  }
                />
                {branch.name}
              </label>
            ))}
          {errors.branchIds && (
            <p role="alert" className="text-sm text-red-600">
              {errors.branchIds}
            </p>
          )}
        </fieldset>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className={box}
            checked={draft.firstOrderOnly}
            onChange={(event) => set('firstOrderOnly', event.target.checked)}
          />
          First order only
        </label>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className={box}
            checked={draft.includesExpressFee}
            onChange={(event) => set('includesExpressFee', event.target.checked)}
          />
          The express fee is discounted too
        </label>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className={box} checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
          Active (untick to pause)
        </label>
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2">
            {failure}
          </p>
        )}
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" busy={create.isPending || update.isPending} busyText="Saving...">
            {editing ? 'Save offer' : 'Create offer'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
