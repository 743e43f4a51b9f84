import { MESSAGES } from '@padstore/domain/messages';
import { getToken } from '../../../lib/session';

/** Downloads GET admin/cash/branches/{id}/days/{date}/export: the day's orders and cash as a CSV file. */
export async function downloadDayCsv(branchId: string, day: string): Promise<void> {
  const response = await fetch(`/api/admin/cash/branches/${branchId}/days/${day}/export`, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? MESSAGES.unexpected);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `day-${day}.csv`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
