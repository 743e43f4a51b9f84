import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { ShortProducts } from '../components/short-products';

function Disclaimer({ title, text, button, children }: { title: string; text: string; button: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <div
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-amber-100 text-4xl text-amber-700"
        aria-hidden="true"
      >
        !
      </div>
      <h1 className="mt-6 text-2xl font-extrabold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{text}</p>
      {children}
      <Link to="/cart" className={buttonClass('primary', 'mt-8')}>
        {button}
      </Link>
    </div>
  );
}

/** /disclaimer: no branch serves the pin code. */
export function NotDeliverablePage() {
  const t = useT();
  return (
    <Disclaimer
      title={t('Order not deliverable')}
      text={t("Sorry, we're currently unavailable in this location. Stay tuned — we'll be here soon!")}
      button={t('Continue Shopping')}
    />
  );
}

/** /disclaimerForOutofStock: the branch is short of something in the order, named when placing it was refused. */
export function OutOfStockPage() {
  const t = useT();
  return (
    <Disclaimer title={t('Some Products Are Out of Stock')} text={t("Sorry, we'll restock them soon.")} button={t('Back to Cart')}>
      <ShortProducts />
    </Disclaimer>
  );
}
