import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { STORE_NAME } from '@padstore/domain/constants';
import { useCartCount } from '../../features/cart/api/get-cart-count';
import { DeliveryPlace } from '../../features/delivery';
import { useNotificationCount } from '../../features/notifications/api/get-notification-count';
import { SearchBox } from '../../features/catalog/components/search-box';
import { BellIcon, CartIcon, ChevronDownIcon, CloseIcon, DropIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { buttonClass } from '../../components/ui/button';
import { LanguageSwitch } from '../../components/language-switch';
import { useT } from '../../lib/i18n';
import { useToken } from '../../lib/session';
import { useUser } from '../../lib/user';
import { staffHome } from '../../lib/staff-home';
import { useMenu } from './use-menu';

/** A count on an icon; `label` says it whole for a screen reader ('3 packs in the cart'). */
function Badge({ count, label }: { count: number | undefined; label: (count: number) => string }) {
  if (!count) return null;
  return (
    <span
      className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
      aria-label={label(count)}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The console's screens, in this frame without the customer's promise and place. */
export const isStaffPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

const iconLink =
  'relative inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-800';

function AccountMenu() {
  const t = useT();
  const consoleHome = staffHome(useUser().data?.role);
  const [open, setOpen] = useMenu();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, setOpen]);
  return (
    <div className="relative" ref={ref}>
      <button type="button" className={iconLink} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <UserIcon className="size-5" />
        {t('Account')}
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <div role="menu" className="absolute right-0 mt-2 w-48 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
          {[
            ['/profile', t('My Profile')],
            ['/orders', t('Orders')],
            ['/repeat-orders', t('My repeat orders')],
            ...(consoleHome ? [[consoleHome, t('Store console')]] : []),
            ['/logout', t('Logout')],
          ].map(([to, label]) => (
            <Link
              key={to}
              role="menuitem"
              to={to as string}
              className="block px-4 py-2.5 text-sm text-gray-700 hover:bg-brand-50"
              onClick={() => setOpen(false)}
            >
              {label}
            </Link>
          ))}
          <div className="border-t border-gray-100" role="group" aria-label={t('Language')}>
            <LanguageSwitch
              role="menuitem"
              itemClassName="block w-full px-4 py-2.5 text-left text-sm text-gray-700 hover:bg-brand-50"
              onChosen={() => setOpen(false)}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The fixed top bar. Guests see Login and Register; customers see Cart and Notifications with their
 * badges and the Account menu, or, on small screens, one collapsible menu with all of them.
 */
export function TopBar() {
  const t = useT();
  const token = useToken();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useMenu();
  const user = useUser();
  const consoleHome = staffHome(user.data?.role);
  const cartCount = useCartCount();
  const notificationCount = useNotificationCount();
  const packsInCart = (count: number) => t('{count} packs in the cart', { count });
  const unreadNotifications = (count: number) => t('{count} unread notifications', { count });
  const { refetch: refetchCart } = cartCount;
  const { refetch: refetchNotifications } = notificationCount;

  // The badges are fetched again on every page change and when the token changes.
  useEffect(() => {
    if (token) {
      void refetchCart();
      void refetchNotifications();
    }
  }, [location.pathname, token, refetchCart, refetchNotifications]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6" aria-label={t('Main')}>
        <Link to="/" className="flex items-center gap-1.5 text-lg font-extrabold tracking-tight whitespace-nowrap text-brand-800">
          <DropIcon className="size-7 text-brand-600" />
          {STORE_NAME}
        </Link>
        {/* On phones its icon is the bar's last (order-last): the customer's icons taking the place kept by
            the guest's buttons then move nothing she can see. */}
        <SearchBox />

        {token ? (
          <>
            <div className="hidden items-center gap-1 md:flex">
              <NavLink to="/all-products" className={iconLink}>
                {t('Shop')}
              </NavLink>
              <NavLink to="/cart" className={iconLink}>
                <span className="relative">
                  <CartIcon className="size-5" />
                  <Badge count={cartCount.data} label={packsInCart} />
                </span>
                {t('Cart')}
              </NavLink>
              <NavLink to="/notifications" className={iconLink}>
                <span className="relative">
                  <BellIcon className="size-5" />
                  <Badge count={notificationCount.data} label={unreadNotifications} />
                </span>
                {t('Notifications')}
              </NavLink>
              <AccountMenu />
            </div>
            <div className="flex items-center gap-1 max-md:ml-auto md:hidden">
              <Link to="/cart" className={iconLink} aria-label={t('Cart')}>
                <span className="relative">
                  <CartIcon className="size-6" />
                  <Badge count={cartCount.data} label={packsInCart} />
                </span>
              </Link>
              <button
                type="button"
                className={iconLink}
                aria-expanded={menuOpen}
                aria-controls="mobile-menu"
                aria-label={menuOpen ? t('Close menu') : t('Open menu')}
                onClick={() => setMenuOpen(!menuOpen)}
              >
                <span className="relative">
                  {menuOpen ? <CloseIcon /> : <MenuIcon />}
                  {!menuOpen && <Badge count={notificationCount.data} label={unreadNotifications} />}
                </span>
              </button>
            </div>
          </>
        ) : (
          // Hidden, its place kept, on a signed-in customer's screen painted for a guest (index.css).
          <div className="flex items-center gap-1 max-md:ml-auto sm:gap-2" data-guest-only>
            <Link to="/all-products" className={buttonClass('ghost', 'px-3 max-sm:hidden')}>
              {t('Shop')}
            </Link>
            <Link to="/login" className={buttonClass('ghost', 'px-2 sm:px-3')}>
              {t('Login')}
            </Link>
            <Link to="/register" className={buttonClass('primary', 'px-3 sm:px-4')}>
              {t('Register')}
            </Link>
          </div>
        )}
      </nav>
      {/* The promise and the place, on customer pages (the layout leaves room for its line). */}
      {!isStaffPath(location.pathname) && <DeliveryPlace />}

      {token && menuOpen && (
        <div id="mobile-menu" className="border-t border-gray-200 bg-white md:hidden">
          <ul className="mx-auto max-w-6xl px-4 py-2">
            {[
              ['/all-products', t('Shop'), null],
              ['/profile', t('Account'), null],
              ['/orders', t('Orders'), null],
              ['/repeat-orders', t('My repeat orders'), null],
              ['/cart', t('Cart'), cartCount.data],
              ['/notifications', t('Notifications'), notificationCount.data],
              ...(consoleHome ? [[consoleHome, t('Store console'), null]] : []),
              ['/logout', t('Logout'), null],
            ].map(([to, label, count]) => (
              <li key={to as string}>
                <Link
                  to={to as string}
                  className="flex items-center justify-between rounded-lg px-3 py-3 text-base text-gray-800 hover:bg-brand-50"
                >
                  {label}
                  {count ? <span className="rounded-full bg-brand-600 px-2 text-xs leading-5 font-bold text-white">{count}</span> : null}
                </Link>
              </li>
            ))}
            <li className="border-t border-gray-100 pt-2">
              <div className="flex gap-2" role="group" aria-label={t('Language')}>
                <LanguageSwitch itemClassName="min-h-11 flex-1 rounded-lg px-3 text-base text-gray-800 hover:bg-brand-50 aria-pressed:bg-brand-50" />
              </div>
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
