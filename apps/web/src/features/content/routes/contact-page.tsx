import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@padstore/domain/constants';
import { MailIcon } from '../../../components/ui/icons';
import { Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { Card, Page } from '../../../components/ui/page';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useContact } from '../api/get-contact';
import { useSeller } from '../../seller';

export function ContactPage() {
  const t = useT();
  const contact = useContact();
  const seller = useSeller();
  const email = contact.data?.email ?? SUPPORT_EMAIL;
  return (
    <Page title={t('Contact Us')}>
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <Card>
          {contact.isPending ? (
            <Skeleton className="h-7 w-3/4" />
          ) : (
            <h2 className="text-xl font-semibold text-gray-900">{contact.data?.title}</h2>
          )}
          <p className="mt-4 flex flex-wrap items-center gap-2 text-gray-700">
            <MailIcon className="size-5 text-brand-700" />
            {t('Contact us to our email:')}
            <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
              {email}
            </a>
          </p>
          <Link to="/complaints/new" className={buttonClass('primary', 'mt-6')}>
            {t('Raise a complaint')}
          </Link>
          <p className="mt-3 text-sm text-gray-600">
            {t('Every complaint gets a ticket number at once, an acknowledgement within 48 hours and a resolution within one month.')}{' '}
            <Link to="/complaints" className="font-semibold text-brand-700 underline">
              {t('My complaints')}
            </Link>
          </p>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold text-gray-900">{t('Seller details')}</h2>
          {seller.isPending || !seller.data ? (
            <TextSkeleton lines={6} />
          ) : (
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="text-gray-500">{t('Legal name')}</dt>
                <dd className="font-medium text-gray-900">{seller.data.legalName}</dd>
              </div>
              <div>
                <dt className="text-gray-500">{t('Address')}</dt>
                <dd className="font-medium text-gray-900">
                  {seller.data.address}, {seller.data.state}
                </dd>
              </div>
              {seller.data.gstin && (
                <div>
                  <dt className="text-gray-500">GSTIN</dt>
                  <dd className="font-medium text-gray-900">{seller.data.gstin}</dd>
                </div>
              )}
              <div>
                <dt className="text-gray-500">{t('Grievance officer')}</dt>
                <dd className="font-medium text-gray-900">
                  {seller.data.grievanceOfficer.name}, {seller.data.grievanceOfficer.designation}
                  <br />
                  <a href={`mailto:${seller.data.grievanceOfficer.email}`} className="text-brand-700 underline">
                    {seller.data.grievanceOfficer.email}
                  </a>
                  {seller.data.grievanceOfficer.phone && (
                    <>
                      {' · '}
                      <a href={`tel:+91${seller.data.grievanceOfficer.phone}`} className="text-brand-700 underline">
                        {seller.data.grievanceOfficer.phone}
                      </a>
                    </>
                  )}
                </dd>
              </div>
            </dl>
          )}
        </Card>
      </div>
    </Page>
  );
}
