import { useState } from 'react';
import { ROLE_DUTIES, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@padstore/domain/roles';
import type { ConsoleBranch, StaffMemberAnswer } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleBranches } from '../../admin';
import { QueryView } from '../../../components/query-view';
import { useAddStaffMember } from '../api/add-staff-member';
import { useStaff } from '../api/get-staff';
import { useRemoveStaffMember } from '../api/remove-staff-member';
import { useUpdateStaffMember } from '../api/update-staff-member';

const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';
type Branch = Pick<ConsoleBranch, '_id' | 'name'>;

interface Draft {
  phoneNumber: string;
  role: StaffRole;
  branchIds: string[];
}

/** Role and branches, as the owner chooses them; an owner has every branch, so none is asked for. */
function RoleAndBranches({
  draft,
  onChange,
  branches,
  label,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  branches: Branch[];
  label: string;
}) {
  return (
    <>
      {/* Each role with its duties in full: a select cut them off. Two to a row only where the form is
          wide enough for their words (a container query), one to a row in the console's side column. */}
      <fieldset role="radiogroup" aria-label={`Role of ${label}`} className="text-sm">
        <legend className="mb-1 font-medium text-gray-800">Role</legend>
        <div className="@container">
          <div className="grid gap-2 @sm:grid-cols-2">
            {STAFF_ROLES.map((role) => (
              <label
                key={role}
                className={`flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 ${draft.role === role ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white'}`}
              >
                <input
                  type="radio"
                  name={`role-${label}`}
                  value={role}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={draft.role === role}
                  onChange={() => onChange({ ...draft, role })}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-gray-900">{ROLE_LABELS[role]}</span>
                  <span className="block text-gray-600">{ROLE_DUTIES[role]}</span>
                </span>
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      {draft.role !== 'owner' && (
        <fieldset className="text-sm">
          <legend className="mb-1 font-medium text-gray-800">Branches</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {branches.map((branch) => (
              <label key={branch._id} className="flex min-h-9 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={draft.branchIds.includes(branch._id)}
                  onChange={(event) =>
                    onChange({
                      ...draft,
                      branchIds: event.target.checked
                        ? [...draft.branchIds, branch._id]
                        : draft.branchIds.filter((id) => id !== branch._id),
                    })
                  }
                />
                {branch.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

function AddStaffForm({ branches }: { branches: Branch[] }) {
  const add = useAddStaffMember();
  const [draft, setDraft] = useState<Draft>({
    phoneNumber: '',
    role: 'packer',
    branchIds: branches.length === 1 ? [branches[0]!._id] : [],
  });
  const submit = async () => {
    try {
      await add.mutateAsync(draft);
      notify.success(`${ROLE_LABELS[draft.role]} added: they sign in with ${draft.phoneNumber}`);
      setDraft({ ...draft, phoneNumber: '' });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Card className="space-y-3">
      <h2 className="font-bold text-gray-900">Add someone</h2>
      <p className="text-sm text-gray-600">
        They sign in with this phone number, as customers do; if they have not registered yet, they register first.
      </p>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-gray-800">Phone number</span>
        <input
          className={control}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          value={draft.phoneNumber}
          onChange={(event) => setDraft({ ...draft, phoneNumber: event.target.value })}
        />
      </label>
      <RoleAndBranches draft={draft} onChange={setDraft} branches={branches} label="the new member" />
      <Button onClick={() => void submit()} busy={add.isPending} disabled={!draft.phoneNumber.trim()}>
        Add to staff
      </Button>
    </Card>
  );
}

function StaffRow({ member, branches }: { member: StaffMemberAnswer; branches: Branch[] }) {
  const update = useUpdateStaffMember();
  const remove = useRemoveStaffMember();
  const [draft, setDraft] = useState<Draft>({ phoneNumber: String(member.phoneNumber), role: member.role, branchIds: member.branchIds });
  const [confirming, setConfirming] = useState(false);
  const who = member.name || String(member.phoneNumber);
  const branchNames = member.branchIds.map((id) => branches.find((branch) => branch._id === id)?.name ?? 'a closed branch').join(', ');
  const changed = draft.role !== member.role || draft.branchIds.slice().sort().join() !== member.branchIds.slice().sort().join();
  const save = async () => {
    try {
      await update.mutateAsync({ id: member._id, ...draft, version: member.version });
      notify.success(`${who} is now ${ROLE_LABELS[draft.role].toLowerCase()}`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(member._id);
      notify.success(`${who} is no longer on the staff`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setConfirming(false);
  };
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-semibold text-gray-900">{member.name || 'Not registered yet'}</span>{' '}
          <span className="text-sm text-gray-600">{member.phoneNumber}</span>
        </p>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {ROLE_LABELS[member.role]}
          {member.role === 'rider' && (member.onShift ? ' · on shift' : ' · off shift')}
        </span>
      </div>
      {member.fromEnvironment ? (
        <p className="text-sm text-gray-600">Owner set by the ADMIN_PHONES setting: change it there and restart.</p>
      ) : (
        <>
          {member.role !== 'owner' && <p className="text-sm text-gray-600">{branchNames}</p>}
          <div className="space-y-3">
            <RoleAndBranches draft={draft} onChange={setDraft} branches={branches} label={who} />
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => void save()} busy={update.isPending} disabled={!changed}>
              Save changes
            </Button>
            <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
              Remove {who}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Remove ${who}?`}
        message="They lose every right on the staff at once, on every device; they can still shop as a customer."
        confirmText="Remove"
        cancelText="Keep"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** The owner's staff page: who may do what, by phone number, role and branches. */
export function StaffPage() {
  usePageTitle('Staff · Store console');
  const staff = useStaff();
  const branches = useConsoleBranches();
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Staff</h1>
      <QueryView query={branches}>
        {(branchList) => (
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_2fr]">
            <AddStaffForm branches={branchList} />
            <Card>
              <QueryView query={staff}>
                {(members) => (
                  <ul className="divide-y divide-gray-200">
                    {members.map((member) => (
                      <StaffRow key={`${member._id}-${member.version}`} member={member} branches={branchList} />
                    ))}
                  </ul>
                )}
              </QueryView>
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
