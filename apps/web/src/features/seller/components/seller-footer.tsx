import { Link } from 'react-router';
import { useSeller } from '../api/get-seller';

/** The seller's legal name, address, GSTIN and grievance officer, in the footer of every page. */
export function SellerFooter() {
  const seller = useSeller();
  if (!seller.data) return null;
  const { legalName, address, gstin, grievanceOfficer } = seller.data;
  return (
    <p className="mx-auto max-w-6xl px-4 pb-4 text-center text-xs text-gray-400 sm:px-6">
      Sold by {legalName}, {address}
      {gstin ? ` · GSTIN ${gstin}` : ''} ·{' '}
      <Link to="/contactus" className="underline hover:text-white">
        Grievance Officer: {grievanceOfficer.name}
      </Link>
    </p>
  );
}
