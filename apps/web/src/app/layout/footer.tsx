import { Link } from 'react-router';
import { COPYRIGHT_YEAR, FOOTER_TAGLINE, STORE_NAME } from '@padstore/domain/constants';
import { SellerFooter } from '../../features/seller/components/seller-footer';
import { DropIcon, FacebookIcon, InstagramIcon, WhatsAppIcon, XIcon } from '../../components/ui/icons';

const SOCIAL_LINKS = [
  { label: 'Pad Store on Facebook', href: 'https://www.facebook.com/padstore', Icon: FacebookIcon },
  { label: 'Pad Store on Instagram', href: 'https://www.instagram.com/padstore', Icon: InstagramIcon },
  { label: 'Chat with Pad Store on WhatsApp', href: 'https://wa.me/919000000000', Icon: WhatsAppIcon },
  { label: 'Pad Store on X', href: 'https://x.com/padstore', Icon: XIcon },
];

const COLUMNS = [
  {
    title: 'Get To Know Us',
    links: [
      ['/aboutus', 'About Us'],
      ['/privacypolicy', 'Privacy Policy'],
      ['/termscondition', 'Terms and Conditions'],
      ['/returns-policy', 'Returns, Refunds and Cancellation'],
      ['/shipping-policy', 'Shipping and Delivery'],
    ],
  },
  {
    title: 'Let Us Help You',
    links: [
      ['/profile', 'My Account'],
      ['/orders', 'My Orders'],
      ['/contactus', 'Contact Us'],
      ['/complaints', 'My Complaints'],
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <DropIcon className="size-6 text-brand-300" />
            {STORE_NAME}
          </p>
          <p className="mt-2 text-sm text-brand-200">{FOOTER_TAGLINE}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to as string} className="inline-block py-1.5 text-sm hover:text-white">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Connect With Us</h2>
          <p className="mt-4 text-sm">Follow us for updates and exclusive offers</p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
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
      <div className="border-t border-gray-800 py-5 text-center text-sm text-gray-400">
        © {COPYRIGHT_YEAR} {STORE_NAME}. All rights reserved.
      </div>
    </footer>
  );
}
