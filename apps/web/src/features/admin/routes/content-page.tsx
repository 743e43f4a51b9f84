import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import type { ConsoleContent, ConsolePage } from '@padstore/domain';
import { useConsoleContent } from '../api/get-content';
import { useSaveExpressFee } from '../api/save-express-fee';
import { useSavePage } from '../api/save-page';
import { QueryView } from '../../../components/query-view';
import { UpiSettingsCard } from '../../cash';

const LABELS: Record<ConsolePage['key'], string> = {
  about: 'About Us',
  privacy: 'Privacy Policy',
  terms: 'Terms And Conditions',
  contact: 'Contact Us',
  returns: 'Returns, Refunds and Cancellation',
  shipping: 'Shipping and Delivery',
};

function PageEditor({ page }: { page: ConsolePage }) {
  const change = useSavePage();
  const [title, setTitle] = useState(page.title);
  const [description, setDescription] = useState(page.description);
  const [titleHi, setTitleHi] = useState(page.titleHi);
  const [descriptionHi, setDescriptionHi] = useState(page.descriptionHi);
  const save = async () => {
    try {
      await change.mutateAsync({ key: page.key, title, description, titleHi, descriptionHi, version: page.version });
      notify.success(`${LABELS[page.key]} saved`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Card className="space-y-3">
      <h2 className="font-bold text-gray-900">{LABELS[page.key]}</h2>
      <label className="block text-sm font-medium text-gray-800">
        {page.key === 'contact' ? 'Title (the help line)' : 'Title'}
        <input
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label className="block text-sm font-medium text-gray-800">
        {page.key === 'contact' ? 'Help line in Hindi' : 'Title in Hindi'}{' '}
        <span className="font-normal text-gray-600">(Hindi readers see the English when empty)</span>
        <input
          lang="hi"
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          value={titleHi}
          onChange={(event) => setTitleHi(event.target.value)}
        />
      </label>
      {page.key !== 'contact' && (
        <label className="block text-sm font-medium text-gray-800">
          HTML (scripts and styles are removed on save)
          <textarea
            rows={8}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-xs"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
      )}
      {page.key !== 'contact' && (
        <label className="block text-sm font-medium text-gray-800">
          HTML in Hindi <span className="font-normal text-gray-600">(Hindi readers see the English when empty)</span>
          <textarea
            lang="hi"
            rows={8}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-xs"
            value={descriptionHi}
            onChange={(event) => setDescriptionHi(event.target.value)}
          />
        </label>
      )}
      <Button onClick={() => void save()} busy={change.isPending} busyText="Saving...">
        Save
      </Button>
    </Card>
  );
}

function FeeEditor({ fee }: { fee: ConsoleContent['emergencyFee'] }) {
  const change = useSaveExpressFee();
  const [amount, setAmount] = useState(String(fee.feeAmount));
  const save = async () => {
    try {
      await change.mutateAsync({ feeAmount: Number(amount), version: fee.version });
      notify.success('Emergency charge saved');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Card className="space-y-3">
      <h2 className="font-bold text-gray-900">Emergency charge (express delivery)</h2>
      <label className="block text-sm font-medium text-gray-800">
        Fee (₹)
        <input
          type="number"
          min={0}
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <Button onClick={() => void save()} busy={change.isPending} busyText="Saving...">
        Save fee
      </Button>
    </Card>
  );
}

export function AdminContentPage() {
  usePageTitle('Content · Store console');
  const content = useConsoleContent();
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Content and settings</h1>
      <QueryView query={content}>
        {(data) => (
          <div className="grid gap-5 lg:grid-cols-2">
            <FeeEditor key={`fee-${data.emergencyFee.version}`} fee={data.emergencyFee} />
            <UpiSettingsCard />
            {data.pages.map((page) => (
              <PageEditor key={`${page.key}-${page.version}`} page={page} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}
