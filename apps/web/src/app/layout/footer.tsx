import { Link } from 'react-router';
import { COPYRIGHT_YEAR, FOOTER_TAGLINE, STORE_NAME } from '@padstore/domain/constants';
import { LanguageSwitch } from '../../components/language-switch';
import { SellerFooter } from '../../features/seller/components/seller-footer';
import { DropIcon, FacebookIcon, InstagramIcon, WhatsAppIcon, XIcon } from '../../components/ui/icons';
import { msg, useT } from '../../lib/i18n';

const SOCIAL_LINKS = [
  { label: msg('Pad Store on Facebook'), href: 'https://www.facebook.com/padstore', Icon: FacebookIcon },
  { label: msg('Pad Store on Instagram'), href: 'https://www.instagram.com/padstore', Icon: InstagramIcon },
  { label: msg('Chat with Pad Store on WhatsApp'), href: 'https://wa.me/919000000000', Icon: WhatsAppIcon },
  { label: msg('Pad Store on X'), href: 'https://x.com/padstore', Icon: XIcon },
];

const COLUMNS: { title: string; links: [to: string, label: string][] }[] = [
  {
    title: msg('Get To Know Us'),
    links: [
      ['/aboutus', msg('About Us')],
      ['/privacypolicy', msg('Privacy Policy')],
      ['/termscondition', msg('Terms and Conditions')],
      ['/returns-policy', msg('Returns, Refunds and Cancellation')],
      ['/shipping-policy', msg('Shipping and Delivery')],
    ],
  },
  {
    title: msg('Let Us Help You'),
    links: [
      ['/profile', msg('My Account')],
      ['/orders', msg('My Orders')],
      ['/contactus', msg('Contact Us')],
      ['/complaints', msg('My Complaints')],
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <DropIcon className="size-6 text-brand-300" />
            {STORE_NAME}
          </p>
          <p className="mt-2 text-sm text-brand-200">{t(FOOTER_TAGLINE)}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(column.title)}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="inline-block py-1.5 text-sm hover:text-white">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('Connect With Us')}</h2>
          <p className="mt-4 text-sm">{t('Follow us for updates and exclusive offers')}</p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(label)}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-brand-700 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <SellerFooter />
      <div className="flex justify-center gap-2 border-t border-gray-800 py-3 text-sm" role="group" aria-label={t('Language')}>
        <LanguageSwitch itemClassName="min-h-11 rounded-lg px-4 text-gray-300 hover:bg-gray-800 hover:text-white aria-pressed:text-white aria-pressed:underline" />
      </div>
      <div className="border-t border-gray-800 py-5 text-center text-sm text-gray-400">
        {t('© {year} {store}. All rights reserved.', { year: COPYRIGHT_YEAR, store: STORE_NAME })}
      </div>
    </footer>
  );
}
