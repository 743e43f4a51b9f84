import { useState, type FormEvent } from 'react';
import { API_ROUTES } from '@padstore/domain/api-routes';
import { indiaDay } from '@padstore/domain/india-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useReceiveStock } from '../api/receive-stock';
import { firstProblem } from './first-problem';
import { control, newLine, StockLinesEditor, typedNumber, type StockLine, type StockProduct } from './stock-lines';

/**
 * A delivery from a supplier, by its invoice: the packs are added to what is on hand (never set), and
 * the same invoice of the same supplier twice is refused with the API's words.
 */
export function ReceiveDelivery({ branchId, products }: { branchId: string; products: StockProduct[] }) {
  const receive = useReceiveStock();
  const [supplier, setSupplier] = useState('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(() => indiaDay(new Date()));
  const [lines, setLines] = useState<StockLine[]>(() => [newLine()]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      branchId,
      supplier,
      invoiceNumber,
      invoiceDate,
      lines: lines
        .filter((line) => line.productId || line.quantity.trim())
        .map((line) => ({
          productId: line.productId,
          quantity: typedNumber(line.quantity),
          ...(line.costPrice.trim() ? { costPrice: typedNumber(line.costPrice) } : {}),
        })),
    };
    const wrong = firstProblem(API_ROUTES['POST admin/stock/receipts'].body.safeParse(body));
    setProblem(wrong);
    if (wrong) return;
    try {
      const answer = await receive.tap(body);
      if (!answer) return;
      notify.success(answer.message);
      setSupplier('');
      setInvoiceNumber('');
      setLines([newLine()]);
    } catch (error) {
      // The duplicate invoice's refusal among them, as the API words it.
      setProblem(errorMessage(error));
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-bold text-gray-900">Receive a delivery</h2>
      <p className="mb-3 text-sm text-gray-600">
        The packs are added to what is on hand; orders placed meanwhile are neither lost nor counted twice.
      </p>
      <form aria-label="Receive a delivery" className="space-y-3" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Supplier</span>
            <input className={control} value={supplier} onChange={(event) => setSupplier(event.target.value)} />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Invoice number</span>
            <input className={control} value={invoiceNumber} onChange={(event) => setInvoiceNumber(event.target.value)} />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Invoice date</span>
            <input type="date" className={control} value={invoiceDate} onChange={(event) => setInvoiceDate(event.target.value)} />
          </label>
        </div>
        <StockLinesEditor form="Delivery" lines={lines} products={products} withCostPrice onChange={setLines} />
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" busy={receive.isPending} busyText="Recording…">
          Record the delivery
        </Button>
      </form>
    </Card>
  );
}
