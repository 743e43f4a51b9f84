import { indiaDay } from '@padstore/domain/india-time';
import type { PromiseKeptAnswer } from '@padstore/domain';
import { Card } from '../../../components/ui/page';
import { usePromiseKept } from '../api/get-promise-kept';
import { counted } from '@padstore/domain/counted';

type Branch = PromiseKeptAnswer['branches'][number];

/** Where every order of the day stands, in words: '8 orders: 3 in time, 1 late, 1 not delivered, 2 cancelled, 1 still open'. */
export function dayAccount(branch: Branch): string {
  const parts = [
    [branch.deliveredInTime, 'delivered in time'],
    [branch.deliveredLate, 'delivered late'],
    [branch.notDelivered, 'not delivered'],
    [branch.cancelled, 'cancelled'],
    [branch.stillOpen, 'still open'],
  ] as const;
  const told = parts.filter(([n]) => n > 0).map(([n, words]) => `${n} ${words}`);
  return told.length ? `${counted(branch.orders, 'order')}: ${told.join(', ')}` : counted(branch.orders, 'order');
}

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);
const tone = (value: number | null) =>
  value === null ? 'text-gray-500' : value >= 90 ? 'text-emerald-700' : value >= 70 ? 'text-amber-700' : 'text-red-700';

/** How well each branch kept the delivery promise on a day. */
export function PromiseKeptCard({ data, title = 'Promise kept' }: { data: PromiseKeptAnswer; title?: string }) {
  return (
    <Card>
      <h2 className="mb-3 font-bold text-gray-900">{title}</h2>
      {/* A narrow screen scrolls the table sideways, by touch or, once focused, by the arrow keys. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${title} per branch`}>
        <table className="w-full min-w-lg text-left text-sm">
          <thead className="text-gray-600">
            <tr>
              <th className="py-1 pr-3 font-medium">Branch</th>
              <th className="py-1 pr-3 font-medium">Express in 60 min</th>
              <th className="py-1 pr-3 font-medium">Same day on time</th>
              <th className="py-1 pr-3 font-medium">Next day on time</th>
              <th className="py-1 pr-3 font-medium">Median to door</th>
              <th className="py-1 font-medium">Not delivered</th>
            </tr>
          </thead>
          <tbody>
            {data.branches.map((branch) => (
              <tr key={branch._id} className="border-t border-gray-200">
                <th scope="row" className="py-2 pr-3 font-semibold text-gray-900">
                  {branch.name}
                  <span className="block max-w-56 text-xs font-normal text-gray-600">{dayAccount(branch)}</span>
                </th>
                <td className={`py-2 pr-3 text-lg font-bold ${tone(branch.expressWithin60)}`}>{percent(branch.expressWithin60)}</td>
                <td className={`py-2 pr-3 text-lg font-bold ${tone(branch.sameDayOnTime)}`}>{percent(branch.sameDayOnTime)}</td>
                <td className={`py-2 pr-3 text-lg font-bold ${tone(branch.nextDayOnTime)}`}>{percent(branch.nextDayOnTime)}</td>
                <td className="py-2 pr-3 text-lg font-bold text-gray-900">
                  {branch.medianMinutesToDoor === null ? '–' : `${branch.medianMinutesToDoor} min`}
                </td>
                <td className={`py-2 text-lg font-bold ${branch.notDelivered ? 'text-amber-700' : 'text-gray-900'}`}>
                  {branch.notDelivered}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** Today's promise kept, for every branch the viewer may see (the owner's dashboard). */
export function PromiseKeptToday() {
  const kept = usePromiseKept(indiaDay(new Date()));
  return kept.data ? <PromiseKeptCard data={kept.data} /> : null;
}
