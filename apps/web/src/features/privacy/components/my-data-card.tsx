import { useState } from 'react';
import { Link } from 'react-router';
import { OTP_LENGTH } from '@padstore/domain/constants';
import { MY_DATA_TEXTS } from '@padstore/domain/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useT } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { leaveWithNotice, notify } from '../../../lib/toast';
import { useDeleteAccount, useDeletionCode } from '../api/account';

/** The delete-account dialog: a fresh code is sent to her phone, and the deletion needs it. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const sendCode = useDeletionCode();
  const remove = useDeleteAccount();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();

  const askCode = async () => {
    setError(undefined);
    try {
      const answer = await sendCode.mutateAsync();
      setSent(true);
      notify.success(answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const confirm = async () => {
    setError(undefined);
    try {
      const answer = await remove.mutateAsync(otp.trim());
      clearSession();
      // Home, as a guest, loaded afresh: nothing of hers stays in this tab, and this page's sign-in guard
      // (which would send a guest to the login page) is left behind.
      leaveWithNotice('/', answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal labelledBy="delete-account-title" onCancel={onClose} className="w-[min(28rem,calc(100vw-2rem))] p-6">
      <h2 id="delete-account-title" className="text-lg font-bold text-gray-900">
        {t('Delete my account')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">
        {t(
          "Your name, phone number, email, addresses, photo, notifications and cart are erased, and you are signed out everywhere. Your reviews stay without your name. Your orders stay in the store's accounts as a 'Deleted customer' order (products, amounts and pin code only), as the tax law asks. You can register again later with the same number as a new customer.",
        )}
      </p>
      {!sent ? (
        <Button variant="danger" className="mt-5 w-full" onClick={askCode} busy={sendCode.isPending} busyText={t('Sending...')}>
          {t('Send me a code to confirm')}
        </Button>
      ) : (
        <div className="mt-5 space-y-4">
          <TextField
            label={t('Code sent to your phone')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
          />
          <Button variant="danger" className="w-full" onClick={confirm} busy={remove.isPending} disabled={otp.trim().length !== OTP_LENGTH}>
            {t('Delete my account for good')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {error}
        </p>
      )}
      <Button variant="secondary" className="mt-3 w-full" onClick={onClose}>
        {t('Keep my account')}
      </Button>
    </Modal>
  );
}

/** 'My data' on the profile page: a copy of everything the store holds, complaints, and erasure. */
export function MyDataCard() {
  const t = useT();
  const [downloading, setDownloading] = useState<'page' | 'json' | null>(null);
  const [deleting, setDeleting] = useState(false);
  // A page she can read (or print) beside the JSON file; the server names both by her day in India.
  const download = async (kind: 'page' | 'json') => {
    setDownloading(kind);
    try {
      await (kind === 'page'
        ? downloadFile('user/export/page', 'padstore-my-data.html')
        : downloadFile('user/export', 'padstore-my-data.json'));
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-bold text-gray-900">{t('My data')}</h2>
      <p className="mt-2 text-sm text-gray-600">
        {t.rich(
          'Everything we hold about you (profile, addresses, orders, reviews, notifications, complaints and consents), as a page to read or print, or as a JSON file for another service. See the {privacyPolicy} and {myComplaints}.',
          {
            privacyPolicy: (
              <Link to="/privacypolicy" className="font-semibold text-brand-700 underline">
                {t('privacy policy')}
              </Link>
            ),
            myComplaints: (
              <Link to="/complaints" className="font-semibold text-brand-700 underline">
                {t('my complaints')}
              </Link>
            ),
          },
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void download('page')} busy={downloading === 'page'} busyText={t('Preparing...')}>
          {t(MY_DATA_TEXTS.downloadPage)}
        </Button>
        <Button variant="ghost" onClick={() => void download('json')} busy={downloading === 'json'} busyText={t('Preparing...')}>
          {t(MY_DATA_TEXTS.downloadJson)}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('Delete my account')}
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Card>
  );
}
