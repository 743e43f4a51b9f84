import { MESSAGES } from '@padstore/domain/messages';
import { getToken } from '../../../lib/session';

/** Downloads GET admin/stock/reorder/export: the products to order, as a CSV file for the distributor. */
export async function downloadReorderCsv(branchId: string, coverDays: string): Promise<void> {
  const query = new URLSearchParams({ branchId, coverDays });
  const response = await fetch(`/api/admin/stock/reorder/export?${query.toString()}`, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? MESSAGES.unexpected);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'reorder.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
