import { useState, type FormEvent } from 'react';
import { WRITE_OFF_REASONS, type WriteOffReason } from '@padstore/domain';
import { API_ROUTES } from '@padstore/domain/api-routes';
import { counted } from '@padstore/domain/counted';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useWriteOffStock } from '../api/write-off-stock';
import { firstProblem } from './first-problem';
import { control, newLine, StockLinesEditor, typedNumber, type StockLine, type StockProduct } from './stock-lines';

const REASON_WORDS: Record<WriteOffReason, string> = { damaged: 'Damaged', expired: 'Expired', missing: 'Missing' };

/** Packs written off with their reason (a missing one with a note); asked first, as it cannot be undone but by a reversal. */
export function WriteOff({ branchId, products }: { branchId: string; products: StockProduct[] }) {
  const writeOff = useWriteOffStock();
  const [reason, setReason] = useState<WriteOffReason>('damaged');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<StockLine[]>(() => [newLine()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const body = {
    branchId,
    reason,
    note,
    lines: lines
      .filter((line) => line.productId || line.quantity.trim())
      .map((line) => ({ productId: line.productId, quantity: typedNumber(line.quantity) })),
  };
  const packs = body.lines.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
  const names = body.lines.map((line) => products.find((product) => product.productId === line.productId)?.productName ?? '').join(', ');

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const wrong = firstProblem(API_ROUTES['POST admin/stock/write-offs'].body.safeParse(body));
    setProblem(wrong);
    if (!wrong) setAsking(true);
  };
  const confirm = async () => {
    try {
      const answer = await writeOff.tap(body);
      if (!answer) return;
      notify.success(answer.message);
      setNote('');
      setLines([newLine()]);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Card>
      <h2 className="text-lg font-bold text-gray-900">Write off</h2>
      <p className="mb-3 text-sm text-gray-600">Packs damaged, expired or missing leave the shelf with their reason.</p>
      <form aria-label="Write off" className="space-y-3" onSubmit={ask}>
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Reason</span>
            <select className={control} value={reason} onChange={(event) => setReason(event.target.value as WriteOffReason)}>
              {WRITE_OFF_REASONS.map((one) => (
                <option key={one} value={one}>
                  {REASON_WORDS[one]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Note{reason === 'missing' ? '' : ' (optional)'}</span>
            <input className={control} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
        </div>
        <StockLinesEditor form="Write-off" lines={lines} products={products} onChange={setLines} />
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" variant="danger" className="w-full sm:w-auto">
          Write off
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={`Write off ${counted(packs, 'pack')} as ${REASON_WORDS[reason].toLowerCase()}?`}
        message={`${names}: the packs leave what is on hand, an entry of the ledger with its reason. Only a reversal with a note takes it back.`}
        confirmText="Write them off"
        cancelText="Not now"
        busy={writeOff.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
