import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { useT } from '../lib/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('Page not found')} width="narrow">
      <p className="text-gray-600">{t('The page you asked for does not exist or has moved.')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('Go to the home page')}
      </Link>
    </Page>
  );
}
