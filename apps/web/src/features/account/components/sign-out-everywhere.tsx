import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { leaveWithNotice, notify } from '../../../lib/toast';
import { forgetThisDevice } from '../../push';
import { useLogoutEverywhere } from '../api/logout-everywhere';

/** 'Sign out on every device': a lost phone or a shared computer no longer opens her account. */
export function SignOutEverywhere() {
  const t = useT();
  const logout = useLogoutEverywhere();

  const signOut = async () => {
    try {
      // While her session still holds: this phone stops being told about her orders.
      await forgetThisDevice();
      const answer = await logout.mutateAsync();
      // This device forgets her too; the home page, loaded afresh, says what happened.
      clearSession();
      leaveWithNotice('/', answer.message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Card>
      <p className="text-sm text-gray-700">{t('Ends your sign-in on every phone and computer, this one too.')}</p>
      <Button variant="danger" className="mt-4" onClick={() => void signOut()} busy={logout.isPending} busyText={t('Logging out...')}>
        {t('Sign out on every device')}
      </Button>
    </Card>
  );
}
