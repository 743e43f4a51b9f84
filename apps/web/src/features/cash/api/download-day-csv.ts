import { downloadFile } from '../../../lib/download';

/** Downloads GET admin/cash/branches/{id}/days/{date}/export: the day's orders and cash as a CSV file. */
export async function downloadDayCsv(branchId: string, day: string): Promise<void> {
  await downloadFile(`admin/cash/branches/${branchId}/days/${day}/export`, `day-${day}.csv`);
}
