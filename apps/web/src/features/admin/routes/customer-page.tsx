import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCustomerMessages } from '../api/get-customer-messages';
import { CustomerMessages } from '../components/customer-messages';

/** A customer as the console sees her: what the shop sent her and how it went (owners and managers). */
export function AdminCustomerPage() {
  usePageTitle('Customer · Store console');
  const { customerId = '' } = useParams();
  // The same first page the list below reads (one request): her name for the heading.
  const name = useCustomerMessages(customerId).data?.pages[0]?.customer.fullName;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-gray-900">{name ?? 'Customer'}</h1>
      <CustomerMessages customerId={customerId} />
    </div>
  );
}
