import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { HOME_TESTIMONIALS, SUPPORT_EMAIL } from '@padstore/domain/constants';
import { DELIVERY_MESSAGES } from '@padstore/domain/messages';
import { buttonClass } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasFirstAnswer } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-path';
import { useT } from '../../../lib/i18n';
import { preloadable } from '../../../lib/preloadable';
import { usePageTitle } from '../../../lib/use-page-title';
import { useToken } from '../../../lib/session';
import { type Banner, TestimonialCard, useBanners, useContact, useTestimonials } from '../../content';
import { HomeProducts } from '../components/home-products';
import { NotDeliveredSection, useDeliveryReach } from '../components/delivery-reach';
import { ServicesSection } from '../components/services-section';

// A signed-in customer's only: out of the first load of a guest's home page.
const buyAgain = preloadable(() => import('../components/buy-again'), 'BuyAgain');
const BuyAgain = buyAgain.Component;

/**
 * Whether the page's first screen was drawn with her orders (the server knew her by her session cookie):
 * its 'Buy again' is then drawn again as the app takes the page over, before the session is read.
 */
// Named by its route here rather than imported from the orders feature, whose index would bring the
// orders' code (and the domain's schemas with it) into every guest's first load of the home page.
const pageHasHerOrders = () => hasFirstAnswer(apiPath('GET user/orders'));

/** The home page's code that loads on demand, before the app takes over a first screen drawn with it. */
export async function preloadHomePage(): Promise<void> {
  // The server always has it ready; a browser fetches it only for her page.
  if (typeof document === 'undefined' || pageHasHerOrders()) await buyAgain.preload();
}

function BannerImage({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  return (
    <img
      src={banner.image}
      alt=""
      width={1200}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      className="aspect-[3/1] w-full rounded-2xl object-cover shadow-sm"
    />
  );
}

export function HomePage() {
  const t = useT();
  usePageTitle('');
  const banners = useBanners();
  const testimonials = useTestimonials();
  const contact = useContact();
  const [hero, ...moreBanners] = banners.data ?? [];
  // A customer whose pin code no branch serves is told so first, and promised 30-60 minutes nowhere: the
  // hero and the delivery promises give way; the lower banners stay (the demo's promise no delivery time).
  const reach = useDeliveryReach();
  const notDelivered = reach?.served === false;
  const token = useToken();
  const [drawnWithHerOrders] = useState(pageHasHerOrders);

  return (
    <div className="space-y-6 pb-4 sm:space-y-14">
      {(token || drawnWithHerOrders) && (
        <Suspense fallback={null}>
          <BuyAgain />
        </Suspense>
      )}
      <section className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
        <h1 className="sr-only">
          {notDelivered ? t(DELIVERY_MESSAGES.storeWithoutPromise) : t('Pad Store: sanitary pads delivered in 30-60 minutes')}
        </h1>
        {reach && notDelivered ? (
          <NotDeliveredSection reach={reach} />
        ) : banners.isPending ? (
          <Skeleton className="aspect-[3/1] w-full rounded-2xl" />
        ) : hero ? (
          <BannerImage banner={hero} priority />
        ) : null}
      </section>

      {!notDelivered && <ServicesSection deliversTo={reach?.pinCode} />}

      <HomeProducts />

      {moreBanners.length > 0 && (
        <section
          aria-label={t('Offers')}
          className="render-near-screen [contain-intrinsic-size:auto_230px] sm:[contain-intrinsic-size:auto_200px] mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2 sm:px-6"
        >
          {moreBanners.map((banner) => (
            <BannerImage key={banner._id} banner={banner} />
          ))}
        </section>
      )}

      <section
        aria-labelledby="figures-heading"
        className="render-near-screen [contain-intrinsic-size:auto_100px] sm:[contain-intrinsic-size:auto_150px] mx-auto max-w-6xl px-4 sm:px-6"
      >
        <h2 id="figures-heading" className="sr-only">
          {t('Our customers')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-brand-800 p-6 text-center text-white sm:p-10">
          <div>
            <dt className="text-sm text-brand-100 sm:text-base">{t('Products sold')}</dt>
            <dd className="order-first text-4xl font-extrabold sm:text-5xl">93%</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100 sm:text-base">{t('Customer satisfaction')}</dt>
            <dd className="order-first text-4xl font-extrabold sm:text-5xl">87%</dd>
          </div>
        </dl>
      </section>

      {/* The page's last parts are laid out with it (not render-near-screen): reaching the footer then never lays
          out what lies between her and it, at a height other than its estimate. */}
      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="testimonials-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
            {t('What our customers say')}
          </h2>
          <Link to="/testimonials" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('Read all')}
          </Link>
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {testimonials.isPending
            ? [0, 1].map((index) => <Skeleton key={index} className="h-52" />)
            : (testimonials.data ?? [])
                .slice(0, HOME_TESTIMONIALS)
                .map((testimonial) => <TestimonialCard key={testimonial._id} testimonial={testimonial} />)}
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-10">
          <h2 id="contact-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
            {t('Questions? We are here to help')}
          </h2>
          <p className="mt-2 text-gray-700">{contact.data?.title}</p>
          <a href={`mailto:${contact.data?.email ?? SUPPORT_EMAIL}`} className={buttonClass('primary', 'mt-5')}>
            <MailIcon className="size-5" />
            {contact.data?.email ?? SUPPORT_EMAIL}
          </a>
        </div>
      </section>
    </div>
  );
}
