import { useState, type FormEvent } from 'react';
import { API_ROUTES, type RouteAnswer } from '@padstore/domain/api-routes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useTransfers } from '../api/get-transfers';
import { useReceiveTransfer } from '../api/receive-transfer';
import { useSendTransfer } from '../api/send-transfer';
import { firstProblem } from './first-problem';
import { control, newLine, StockLinesEditor, typedNumber, type StockLine, type StockProduct } from './stock-lines';

type Transfers = RouteAnswer<'GET admin/stock/transfers'>;
type Transfer = Transfers['transfers'][number];

function SendTransfer({
  branchId,
  products,
  destinations,
}: {
  branchId: string;
  products: StockProduct[];
  destinations: Transfers['destinations'];
}) {
  const send = useSendTransfer();
  const [toBranchId, setToBranchId] = useState('');
  const [lines, setLines] = useState<StockLine[]>(() => [newLine()]);
  const [problem, setProblem] = useState<string | null>(null);
  if (destinations.length === 0) return <p className="text-sm text-gray-600">There is no other open branch to send to.</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      fromBranchId: branchId,
      toBranchId,
      lines: lines
        .filter((line) => line.productId || line.quantity.trim())
        .map((line) => ({ productId: line.productId, quantity: typedNumber(line.quantity) })),
    };
    const wrong = toBranchId ? firstProblem(API_ROUTES['POST admin/stock/transfers'].body.safeParse(body)) : 'Choose the branch to send to';
    setProblem(wrong);
    if (wrong) return;
    try {
      const answer = await send.tap(body);
      if (!answer) return;
      notify.success(answer.message);
      setLines([newLine()]);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form aria-label="Send to another branch" className="space-y-3" onSubmit={(event) => void submit(event)}>
      <label className="block text-sm sm:w-72">
        <span className="mb-1 block text-gray-600">Send to</span>
        <select className={control} value={toBranchId} onChange={(event) => setToBranchId(event.target.value)}>
          <option value="">Choose a branch</option>
          {destinations.map((branch) => (
            <option key={branch._id} value={branch._id}>
              {branch.name}
            </option>
          ))}
        </select>
      </label>
      <StockLinesEditor form="Transfer" lines={lines} products={products} onChange={setLines} />
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-auto" busy={send.isPending} busyText="Sending…">
        Send the packs
      </Button>
    </form>
  );
}

/** What arrived of a transfer into this branch: every line's packs, the sent number until changed. */
function ReceiveTransfer({ transfer, onDone }: { transfer: Transfer; onDone: () => void }) {
  const receive = useReceiveTransfer();
  const [arrived, setArrived] = useState<Record<string, string>>(() =>
    Object.fromEntries(transfer.lines.map((line) => [line.productId, String(line.sent)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      lines: transfer.lines.map((line) => ({ productId: line.productId, arrived: typedNumber(arrived[line.productId] ?? '') })),
    };
    const bad = transfer.lines.find((line) => {
      const packs = typedNumber(arrived[line.productId] ?? '');
      return !Number.isInteger(packs) || packs < 0 || packs > line.sent;
    });
    if (bad) {
      setProblem(`${bad.productName}: enter the packs that arrived, 0 to ${bad.sent}`);
      return;
    }
    setProblem(null);
    try {
      const answer = await receive.tap({ transferId: transfer._id, ...body });
      if (!answer) return;
      notify.success(answer.message);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form
      aria-label={`What arrived from ${transfer.from}`}
      className="mt-2 space-y-2 rounded-xl bg-gray-50 p-3"
      onSubmit={(event) => void submit(event)}
    >
      {transfer.lines.map((line) => (
        <div key={line.productId} className="flex items-center justify-between gap-3 text-sm">
          <span>
            {line.productName} <span className="text-gray-600">({line.sent} sent)</span>
          </span>
          <label className="flex items-center gap-2">
            <span aria-hidden="true" className="text-gray-600">
              Arrived
            </span>
            <input
              aria-label={`Arrived: ${line.productName}`}
              className={`${control} w-20`}
              inputMode="numeric"
              value={arrived[line.productId] ?? ''}
              onChange={(event) => setArrived({ ...arrived, [line.productId]: event.target.value })}
            />
          </label>
        </div>
      ))}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" busy={receive.isPending} busyText="Receiving…">
        Mark received
      </Button>
    </form>
  );
}

function TransferLine({ transfer, branchId }: { transfer: Transfer; branchId: string }) {
  const [receiving, setReceiving] = useState(false);
  const incoming = transfer.toBranchId === branchId;
  const short = transfer.lines.reduce((sum, line) => sum + (line.arrived === null ? 0 : line.sent - line.arrived), 0);
  return (
    <li className="py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">
          {incoming ? `From ${transfer.from}` : `To ${transfer.to}`} · {formatDate(transfer.sentAt)} {formatTime(transfer.sentAt)}
        </p>
        {transfer.status === 'in_transit' ? (
          incoming && !receiving ? (
            <Button variant="secondary" onClick={() => setReceiving(true)}>
              Receive
            </Button>
          ) : (
            <span className="rounded-full bg-sky-100 px-3 py-1 font-semibold text-sky-900">In transit</span>
          )
        ) : (
          <span
            className={`rounded-full px-3 py-1 font-semibold ${short > 0 ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
          >
            {short > 0 ? `Received, ${short} short` : 'Received in full'}
          </span>
        )}
      </div>
      <ul className="text-gray-700">
        {transfer.lines.map((line) => (
          <li key={line.productId}>
            {line.productName}: {line.sent} sent
            {line.arrived !== null && (
              <>
                , {line.arrived} arrived
                {line.arrived < line.sent && <strong className="text-amber-800"> · {line.sent - line.arrived} short</strong>}
              </>
            )}
          </li>
        ))}
      </ul>
      {receiving && transfer.status === 'in_transit' && <ReceiveTransfer transfer={transfer} onDone={() => setReceiving(false)} />}
    </li>
  );
}

/** Sending packs to another branch, and the branch's transfers: what is on its way in is received here, a shortfall named. */
export function StockTransfers({ branchId, products }: { branchId: string; products: StockProduct[] }) {
  const transfers = useTransfers(branchId);
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-gray-900">Transfers</h2>
      <QueryView query={transfers}>
        {(data) => (
          <>
            <SendTransfer branchId={branchId} products={products} destinations={data.destinations} />
            <section aria-label="Transfers of the branch">
              <h3 className="font-bold text-gray-900">Latest transfers</h3>
              {data.transfers.length === 0 ? (
                <p className="py-2 text-sm text-gray-600">No transfer yet.</p>
              ) : (
                <ul className="divide-y divide-gray-200">
                  {data.transfers.map((transfer) => (
                    <TransferLine key={transfer._id} transfer={transfer} branchId={branchId} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
    </Card>
  );
}
