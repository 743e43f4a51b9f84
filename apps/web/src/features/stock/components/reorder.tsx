import { useState } from 'react';
import { DEFAULT_COVER_DAYS } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { downloadReorderCsv } from '../api/download-reorder-csv';
import { useReorder } from '../api/get-reorder';
import { control } from './stock-lines';

const COVER = /^([1-9]|[1-5][0-9]|60)$/;

/** What to order from the distributor: each product's sales, repeats due, days left and the packs for the cover asked for; as CSV too. */
export function Reorder({ branchId }: { branchId: string }) {
  const [typed, setTyped] = useState(String(DEFAULT_COVER_DAYS));
  const [cover, setCover] = useState(String(DEFAULT_COVER_DAYS));
  const reorder = useReorder(branchId, cover);
  const valid = COVER.test(typed.trim());
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-gray-900">Reorder</h2>
          <p className="text-sm text-gray-600">Sales of the last 14 days and repeat orders due in the next 7 set the pace.</p>
        </div>
        <div className="flex items-end gap-2">
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Days of cover</span>
            <input
              className={`${control} w-20`}
              inputMode="numeric"
              value={typed}
              aria-invalid={!valid || undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                if (COVER.test(event.target.value.trim())) setCover(event.target.value.trim());
              }}
            />
          </label>
          <Button
            variant="secondary"
            onClick={() => void downloadReorderCsv(branchId, cover).catch((error: unknown) => notify.error(errorMessage(error)))}
          >
            Download CSV
          </Button>
        </div>
      </div>
      {!valid && <p className="text-sm font-semibold text-red-700">The days of cover must be 1 to 60</p>}
      <QueryView query={reorder}>
        {(data) =>
          data.lines.length === 0 ? (
            <p className="text-sm text-gray-600">No product in the catalog yet.</p>
          ) : (
            <div className="-mx-2 overflow-x-auto px-2">
              <table className="w-full min-w-[34rem] text-left text-sm">
                <caption className="sr-only">What to order for {data.coverDays} days of cover</caption>
                <thead className="text-gray-600">
                  <tr>
                    <th scope="col" className="py-2 pr-2 font-semibold">
                      Product
                    </th>
                    <th scope="col" className="px-2 text-right font-semibold">
                      On hand
                    </th>
                    <th scope="col" className="px-2 text-right font-semibold">
                      Sold, 14 days
                    </th>
                    <th scope="col" className="px-2 text-right font-semibold">
                      Repeats due, 7 days
                    </th>
                    <th scope="col" className="px-2 text-right font-semibold">
                      Days left
                    </th>
                    <th scope="col" className="pl-2 text-right font-semibold">
                      To order
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {data.lines.map((line) => (
                    <tr key={line.productId}>
                      <th scope="row" className="py-2 pr-2 font-medium text-gray-900">
                        {line.productName} <span className="text-gray-600">({line.size})</span>
                      </th>
                      <td className="px-2 text-right tabular-nums">{line.onHand}</td>
                      <td className="px-2 text-right tabular-nums">{line.soldLast14Days}</td>
                      <td className="px-2 text-right tabular-nums">{line.repeatsNext7Days}</td>
                      <td className="px-2 text-right tabular-nums">{line.daysLeft === null ? 'Not selling' : line.daysLeft}</td>
                      <td className={`pl-2 text-right font-bold tabular-nums ${line.suggested > 0 ? 'text-brand-800' : 'text-gray-500'}`}>
                        {line.suggested}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </Card>
  );
}
