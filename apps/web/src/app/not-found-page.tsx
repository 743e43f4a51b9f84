import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { Page } from '../components/ui/page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" width="narrow">
      <p className="text-gray-600">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Go to the home page
      </Link>
    </Page>
  );
}
