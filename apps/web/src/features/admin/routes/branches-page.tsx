import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import type { ConsoleBranch, RepeatDemandAnswer } from '@padstore/domain';
import { useAddPinCodes } from '../api/add-pin-codes';
import { useConsoleBranches } from '../api/get-branches';
import { useOpenBranch } from '../api/open-branch';
import { useSetStock } from '../api/set-stock';
import { useRepeatDemand } from '../api/get-repeat-demand';
import { useUpdateBranch } from '../api/update-branch';
import { QueryView } from '../../../components/query-view';
import { useMayCall } from '../../../lib/use-may-call';
import { counted } from '@padstore/domain/counted';

const input = 'w-full rounded-lg border border-gray-300 px-3 py-2 text-sm';

/** Runs a console change, then says what happened: the answer's message, else `success`. */
async function run(change: () => Promise<object | undefined>, success: string) {
  try {
    const answer = await change();
    // A tap ignored while the last one is on its way says nothing.
    if (!answer) return;
    notify.success('message' in answer && typeof answer.message === 'string' ? answer.message : success);
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

type DemandLine = RepeatDemandAnswer['tomorrowPacks'][number];

function DemandList({ title, lines }: { title: string; lines: DemandLine[] }) {
  return (
    <div>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-gray-600">None due.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {lines.map((line) => (
            <li key={line.productId} className="flex justify-between py-1">
              <span>
                {line.productName} <span className="text-gray-500">· {line.size}</span>
              </span>
              <span className="font-semibold">{counted(line.packs, 'pack')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the branch's repeat orders bring, so that it can stock for them. */
function RepeatDemand({ branchId }: { branchId: string }) {
  const demand = useRepeatDemand(branchId);
  return (
    <QueryView query={demand}>
      {(data) => (
        <div className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
          <DemandList title="Tomorrow" lines={data.tomorrowPacks} />
          <DemandList title="Next seven days" lines={data.nextSevenDaysPacks} />
        </div>
      )}
    </QueryView>
  );
}

function BranchCard({ branch }: { branch: ConsoleBranch }) {
  const updateBranch = useUpdateBranch();
  const addPinCodes = useAddPinCodes();
  const setStock = useSetStock();
  const mayCall = useMayCall();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [stock, setStockDraft] = useState<Record<string, string>>({});
  const [demandOpen, setDemandOpen] = useState(false);

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-gray-900">{branch.name}</h2>
        {mayCall('PUT /api/admin/branches/{id}') && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={branch.active}
              onChange={(event) =>
                void run(
                  () => updateBranch.mutateAsync({ id: branch._id, active: event.target.checked, version: branch.version }),
                  'Branch saved',
                )
              }
              className="size-4 accent-brand-700"
            />
            Open for orders
          </label>
        )}
      </div>
      <div>
        <p className="text-sm text-gray-600">Serves {counted(branch.pinCodes.length, 'pin code')}</p>
        <p className="mt-1 text-sm break-words text-gray-800">{branch.pinCodes.join(', ') || 'none yet'}</p>
        {mayCall('POST /api/admin/branches/{id}/pincodes') && (
          <div className="mt-2 grid grid-cols-[1fr_1fr_auto] gap-2">
            <input
              aria-label={`First pin code for ${branch.name}`}
              placeholder="From"
              inputMode="numeric"
              maxLength={6}
              className={input}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
            <input
              aria-label={`Last pin code for ${branch.name}`}
              placeholder="To"
              inputMode="numeric"
              maxLength={6}
              className={input}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
            <Button
              variant="secondary"
              className="px-3"
              onClick={() => void run(() => addPinCodes.mutateAsync({ branchId: branch._id, from, to: to || from }), 'Pin codes added')}
            >
              Add
            </Button>
          </div>
        )}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Stock ({counted(branch.stock.length, 'product')})</summary>
        <ul className="mt-2 divide-y divide-gray-200 text-sm">
          {branch.stock.map((line) => (
            <li key={line.productId} className="flex items-center gap-2 py-2">
              <span className="flex-1">{line.productName}</span>
              <input
                aria-label={`Stock of ${line.productName} at ${branch.name}`}
                type="number"
                min={0}
                className="w-20 rounded-lg border border-gray-300 px-2 py-1"
                value={stock[line.productId] ?? String(line.quantity)}
                onChange={(event) => setStockDraft({ ...stock, [line.productId]: event.target.value })}
              />
              <Button
                variant="ghost"
                className="min-h-9 px-2"
                busy={setStock.isPending && setStock.variables.input.productId === line.productId}
                busyText="Saving…"
                onClick={() =>
                  void run(
                    () =>
                      setStock.tap({
                        branchId: branch._id,
                        productId: line.productId,
                        quantity: Number(stock[line.productId] ?? line.quantity),
                      }),
                    'Stock saved',
                  )
                }
              >
                Save
              </Button>
            </li>
          ))}
        </ul>
      </details>
      {mayCall('GET /api/admin/repeats/branches/{id}') && (
        <details onToggle={(event) => setDemandOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Repeat orders due</summary>
          {demandOpen && <RepeatDemand branchId={branch._id} />}
        </details>
      )}
    </Card>
  );
}

export function AdminBranchesPage() {
  usePageTitle('Branches · Store console');
  const branches = useConsoleBranches();
  const change = useOpenBranch();
  const mayCall = useMayCall();
  const [name, setName] = useState('');
  const open = async () => {
    try {
      await change.mutateAsync({ name });
      setName('');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Branches</h1>
      {mayCall('POST /api/admin/branches') && (
        <div className="mb-5 flex gap-2">
          <input
            aria-label="New branch name"
            placeholder="New branch name"
            className={input}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button onClick={() => void open()} disabled={!name.trim()} busy={change.isPending}>
            Open branch
          </Button>
        </div>
      )}
      <QueryView query={branches}>
        {(list) => (
          <div className="grid gap-5 lg:grid-cols-2">
            {list.map((branch) => (
              <BranchCard key={branch._id} branch={branch} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}
