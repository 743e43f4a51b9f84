import type { ReactNode } from 'react';
import { BoltIcon, CalendarIcon, SunIcon } from '../../../components/ui/icons';
import { msg, useT } from '../../../lib/i18n';

const SERVICES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: msg('Express delivery'),
    text: msg('Within 30-60 minutes, for a small emergency charge.'),
    icon: <BoltIcon className="size-6" />,
  },
  { title: msg('Same-day delivery'), text: msg('For orders placed before 12 PM.'), icon: <SunIcon className="size-6" /> },
  { title: msg('Next-day delivery'), text: msg('For orders placed after 12 PM.'), icon: <CalendarIcon className="size-6" /> },
];

/**
 * The three delivery promises of the marketing copy; to a signed-in customer, with where they reach. On a
 * phone a compact band of three (their titles; the sentences from the small breakpoint up).
 */
export function ServicesSection({ deliversTo }: { deliversTo?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="services-heading" className="text-lg font-bold text-gray-900 sm:text-2xl">
        {t('Delivered when you need it')}
      </h2>
      {/* The line's room is kept from the first paint, so that her pin code arriving moves nothing below it. */}
      <p className="mt-1 min-h-5 text-sm font-semibold text-green-800">
        {deliversTo ? t('We deliver to {pinCode}', { pinCode: deliversTo }) : null}
      </p>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:mt-5 sm:gap-4">
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="flex flex-col items-center gap-1.5 rounded-xl border border-gray-200 bg-white p-2 text-center shadow-sm sm:flex-row sm:items-start sm:gap-4 sm:rounded-2xl sm:p-5 sm:text-left"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:size-12">
              {service.icon}
            </span>
            <div>
              <h3 className="text-xs font-semibold text-gray-900 sm:text-base">{t(service.title)}</h3>
              <p className="mt-1 text-sm text-gray-600 max-sm:hidden">{t(service.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
