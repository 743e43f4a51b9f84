import { SUPPORT_EMAIL } from '@padstore/domain/constants';
import { MailIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, Page } from '../../../components/ui/page';
import { useContact } from '../api/get-contact';

export function ContactPage() {
  const contact = useContact();
  const email = contact.data?.email ?? SUPPORT_EMAIL;
  return (
    <Page title="Contact Us">
      <Card className="max-w-2xl">
        {contact.isPending ? (
          <Skeleton className="h-7 w-3/4" />
        ) : (
          <h2 className="text-xl font-semibold text-gray-900">{contact.data?.title}</h2>
        )}
        <p className="mt-4 flex flex-wrap items-center gap-2 text-gray-700">
          <MailIcon className="size-5 text-brand-700" />
          Contact us to our email:
          <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
            {email}
          </a>
        </p>
      </Card>
    </Page>
  );
}
