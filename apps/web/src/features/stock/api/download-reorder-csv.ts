import { downloadFile } from '../../../lib/download';

/** Downloads GET admin/stock/reorder/export: the products to order, as a CSV file for the distributor. */
export async function downloadReorderCsv(branchId: string, coverDays: string): Promise<void> {
  await downloadFile(`admin/stock/reorder/export?${new URLSearchParams({ branchId, coverDays }).toString()}`, 'reorder.csv');
}
