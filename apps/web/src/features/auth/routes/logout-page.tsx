import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { useT } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { forgetThisDevice } from '../../push';
import { useLogout } from '../api/logout';

export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = async () => {
    // While her session still holds: this phone stops being told about her orders.
    await forgetThisDevice();
    // The token is revoked on the server; the device forgets it whatever the answer.
    await logout.mutateAsync().catch(() => undefined);
    clearSession();
    window.location.assign('/');
  };

  return (
    <Page title={t('Logout')} width="narrow">
      <Card>
        <p className="text-lg text-gray-800">{t('Are you sure you want to logout?')}</p>
        <div className="mt-6 flex gap-3">
          <Button variant="danger" onClick={onLogout} busy={logout.isPending} busyText={t('Logging out...')} className="flex-1">
            {t('Logout')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(-1)} className="flex-1">
            {t('Cancel')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
