import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';

/** 'Download invoice': the bill of a delivered order as a PDF, for the customer or the console. */
export function DownloadInvoiceButton({ path, className }: { path: string; className?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, 'invoice.pdf');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className={className} onClick={() => void download()} busy={busy} busyText={t('Preparing...')}>
      {t('Download invoice')}
    </Button>
  );
}
