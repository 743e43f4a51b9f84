import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { RouteBody } from '@padstore/domain/api-routes';
import { INDIAN_STATES } from '@padstore/domain/seller';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { api, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleChange } from '../../../lib/use-console-change';
import { queryKeys } from '../../../lib/query-keys';
import { QueryView } from '../../../components/query-view';
import type { Seller } from '../api/get-seller';

const saveSeller = (body: RouteBody<'PUT admin/seller'>) => api('PUT admin/seller', { body });

const select = 'mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5';

function SellerForm({ seller, version }: { seller: Seller; version: number }) {
  const change = useConsoleChange(saveSeller, [queryKeys.seller]);
  const [draft, setDraft] = useState(seller);
  const set = (key: keyof Omit<Seller, 'grievanceOfficer'>, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const setOfficer = (key: keyof Seller['grievanceOfficer'], value: string) =>
    setDraft((current) => ({ ...current, grievanceOfficer: { ...current.grievanceOfficer, [key]: value } }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ ...draft, version });
      notify.success('Seller details saved');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-5 lg:grid-cols-2">
      <Card className="space-y-4">
        <h2 className="font-bold text-gray-900">Seller</h2>
        <TextField label="Legal name" required value={draft.legalName} onChange={(event) => set('legalName', event.target.value)} />
        <TextField label="Registered address" required value={draft.address} onChange={(event) => set('address', event.target.value)} />
        <label className="block text-sm font-medium text-gray-800">
          State
          <select className={select} value={draft.state} onChange={(event) => set('state', event.target.value)}>
            {INDIAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </label>
        <TextField
          label="GSTIN (optional)"
          hint="A seller of only exempt goods such as sanitary napkins need not register. With a GSTIN the bills are Bills of Supply."
          value={draft.gstin}
          onChange={(event) => set('gstin', event.target.value)}
        />
      </Card>
      <Card className="space-y-4">
        <h2 className="font-bold text-gray-900">Grievance officer</h2>
        <TextField label="Name" required value={draft.grievanceOfficer.name} onChange={(event) => setOfficer('name', event.target.value)} />
        <TextField
          label="Designation"
          required
          value={draft.grievanceOfficer.designation}
          onChange={(event) => setOfficer('designation', event.target.value)}
        />
        <TextField
          label="Officer's email"
          type="email"
          required
          value={draft.grievanceOfficer.email}
          onChange={(event) => setOfficer('email', event.target.value)}
        />
        <TextField
          label="Officer's phone"
          type="tel"
          required
          value={draft.grievanceOfficer.phone}
          onChange={(event) => setOfficer('phone', event.target.value)}
        />
      </Card>
      <div className="lg:col-span-2">
        <Button type="submit" busy={change.isPending} busyText="Saving...">
          Save seller details
        </Button>
      </div>
    </form>
  );
}

/** /admin/seller: the owner's legal details and grievance officer, shown on the Contact page, footer and bills. */
export function AdminSellerPage() {
  usePageTitle('Seller · Store console');
  const seller = useQuery({
    queryKey: queryKeys.console.seller,
    queryFn: () => api('GET admin/seller'),
    staleTime: 0,
  });
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Seller details and grievance officer</h1>
      <QueryView query={seller}>{(data) => <SellerForm key={data.version} seller={data.seller} version={data.version} />}</QueryView>
    </>
  );
}
