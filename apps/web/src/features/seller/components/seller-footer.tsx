import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useSeller } from '../api/get-seller';

/** The seller's legal name, address, GSTIN and grievance officer, in the footer of every page. */
export function SellerFooter() {
  const t = useT();
  const seller = useSeller();
  if (!seller.data) return null;
  const { legalName, address, gstin, grievanceOfficer } = seller.data;
  return (
    <p className="mx-auto max-w-6xl px-4 pb-4 text-center text-xs text-gray-400 sm:px-6">
      {t('Sold by {legalName}, {address}', { legalName, address })}
      {/* GSTIN is a code's name, in Latin letters in every language (docs/glossary-hi.md). */}
      {gstin ? ` · GSTIN ${gstin}` : ''} ·{' '}
      <Link to="/contactus" className="underline hover:text-white">
        {t('Grievance Officer: {name}', { name: grievanceOfficer.name })}
      </Link>
    </p>
  );
}
