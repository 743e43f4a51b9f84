import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTitle } from '../../../lib/use-page-title';
import { ToolHeader } from '../../../components/staff-screen-layout';
import { useFloor } from '../api/get-floor';
import { OuterLabel, PackingSlip } from '../components/packing-papers';

/** The packing slip and the outer label of one order, ready for the printer (the browser's print prints only them). */
export function SlipPage() {
  const { branchId = '', orderId = '' } = useParams();
  const floor = useFloor(branchId);
  const order = floor.data?.orders.find((candidate) => candidate._id === orderId);
  usePageTitle(order ? `Slip #${order.orderNumber}` : 'Packing slip');
  return (
    <>
      <div className="print:hidden">
        <ToolHeader title={order ? `Slip and label · #${order.orderNumber}` : 'Slip and label'}>
          <Link to={`/floor/${branchId}`} className="text-sm text-white">
            Back to the floor
          </Link>
        </ToolHeader>
      </div>
      <main id="main" className="mx-auto max-w-3xl space-y-4 px-3 py-4 print:max-w-none print:p-0">
        {floor.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {floor.data && !order && <ErrorState message="This order is no longer open on the floor." />}
        {order && floor.data && (
          <>
            <Button className="w-full print:hidden" onClick={() => window.print()}>
              Print slip and label
            </Button>
            <PackingSlip order={order} />
            <div className="break-before-page">
              <OuterLabel order={order} branchName={floor.data.branch.name} />
            </div>
          </>
        )}
      </main>
    </>
  );
}
