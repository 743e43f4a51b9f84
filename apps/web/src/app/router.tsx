import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { HomePage, preloadHomePage } from '../features/home/routes/home-page';
import { preloadable } from '../lib/preloadable';
import { RequireAuth } from '../features/auth';
import { FIRST_VIEW_PATHS, matchFirstView, type FirstViewPage } from './first-views';

/**
 * Pages load on demand, so the first visit downloads only the frame and the home page people land on (which
 * then renders without waiting for a chunk); a listing or a product page opened first has its code loaded
 * before the app takes it over (preloadFirstView), one opened from another page loads it then. The routes are
 * declared as elements (React Router's declarative mode): the data-router machinery would add about
 * 17 KB of compressed JavaScript to every first visit and the store uses none of it.
 * Once a page's code is there (`preload`) it renders at once, without suspending: the server renders the
 * pages with a first view (first-views.ts) that way, and the browser takes them over as painted.
 */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) => {
  const { Component: Page, preload } = preloadable(load, name);
  return { Page, preload };
};

const login = page(() => import('../features/auth/routes/login-page'), 'LoginPage');
const register = page(() => import('../features/auth/routes/register-page'), 'RegisterPage');
const verifyOtp = page(() => import('../features/auth/routes/verify-otp-page'), 'VerifyOtpPage');
const { Page: LogoutPage } = page(() => import('../features/auth/routes/logout-page'), 'LogoutPage');
const listing = page(() => import('../features/catalog/routes/product-list-page'), 'ProductListPage');
const product = page(() => import('../features/catalog/routes/product-page'), 'ProductPage');
const locationAccess = page(() => import('../features/account/routes/location-access-page'), 'LocationAccessPage');
const { Page: AboutPage } = page(() => import('../features/content/routes/about-page'), 'AboutPage');
const { Page: ContactPage } = page(() => import('../features/content/routes/contact-page'), 'ContactPage');
const { Page: PrivacyPage } = page(() => import('../features/content/routes/privacy-page'), 'PrivacyPage');
const { Page: TermsPage } = page(() => import('../features/content/routes/terms-page'), 'TermsPage');
const { Page: ReturnsPolicyPage } = page(() => import('../features/seller/routes/policy-pages'), 'ReturnsPolicyPage');
const { Page: ShippingPolicyPage } = page(() => import('../features/seller/routes/policy-pages'), 'ShippingPolicyPage');
const { Page: AdminSellerPage } = page(() => import('../features/seller/routes/admin-seller-page'), 'AdminSellerPage');
const { Page: RaiseComplaintPage } = page(() => import('../features/complaints/routes/raise-complaint-page'), 'RaiseComplaintPage');
const { Page: MyComplaintsPage } = page(() => import('../features/complaints/routes/my-complaints-page'), 'MyComplaintsPage');
const { Page: AdminComplaintsPage } = page(() => import('../features/complaints/routes/admin-complaints-page'), 'AdminComplaintsPage');
const { Page: TestimonialsPage } = page(() => import('../features/content/routes/testimonials-page'), 'TestimonialsPage');
const { Page: AddReviewPage } = page(() => import('../features/catalog/routes/add-review-page'), 'AddReviewPage');
const { Page: CartPage } = page(() => import('../features/cart/routes/cart-page'), 'CartPage');
const { Page: CheckoutPage } = page(() => import('../features/checkout/routes/checkout-page'), 'CheckoutPage');
const { Page: OrderSuccessPage } = page(() => import('../features/orders/routes/order-success-page'), 'OrderSuccessPage');
const { Page: OrderConfirmPage } = page(() => import('../features/orders/routes/order-confirm-page'), 'OrderConfirmPage');
const { Page: OrderDetailPage } = page(() => import('../features/orders/routes/order-detail-page'), 'OrderDetailPage');
const { Page: TrackOrderPage } = page(() => import('../features/orders/routes/track-order-page'), 'TrackOrderPage');
const { Page: CancelOrderPage } = page(() => import('../features/orders/routes/cancel-order-page'), 'CancelOrderPage');
const { Page: RepeatOrdersPage } = page(() => import('../features/repeats/routes/repeat-orders-page'), 'RepeatOrdersPage');
const { Page: OrdersPage } = page(() => import('../features/orders/routes/orders-page'), 'OrdersPage');
const { Page: NotDeliverablePage } = page(() => import('../features/checkout/routes/disclaimer-pages'), 'NotDeliverablePage');
const { Page: OutOfStockPage } = page(() => import('../features/checkout/routes/disclaimer-pages'), 'OutOfStockPage');
const { Page: ProfilePage } = page(() => import('../features/account/routes/profile-page'), 'ProfilePage');
const { Page: NotificationsPage } = page(() => import('../features/notifications/routes/notifications-page'), 'NotificationsPage');
const { Page: AdminLayout } = page(() => import('../features/admin/components/admin-layout'), 'AdminLayout');
const { Page: DashboardPage } = page(() => import('../features/admin/routes/dashboard-page'), 'DashboardPage');
const { Page: AdminOrdersPage } = page(() => import('../features/admin/routes/orders-page'), 'AdminOrdersPage');
const { Page: AdminOrderPage } = page(() => import('../features/admin/routes/order-page'), 'AdminOrderPage');
const { Page: AdminProductsPage } = page(() => import('../features/admin/routes/products-page'), 'AdminProductsPage');
const { Page: AdminBranchesPage } = page(() => import('../features/admin/routes/branches-page'), 'AdminBranchesPage');
const { Page: AdminContentPage } = page(() => import('../features/admin/routes/content-page'), 'AdminContentPage');
const { Page: AdminPaymentsPage } = page(() => import('../features/admin/routes/payments-page'), 'AdminPaymentsPage');
const { Page: AdminCustomerPage } = page(() => import('../features/admin/routes/customer-page'), 'AdminCustomerPage');
const { Page: StaffPage } = page(() => import('../features/staff/routes/staff-page'), 'StaffPage');
const { Page: AdminOffersPage } = page(() => import('../features/offers/routes/offers-page'), 'AdminOffersPage');
const { Page: DayPage } = page(() => import('../features/cash/routes/day-page'), 'DayPage');
const { Page: StockPage } = page(() => import('../features/stock/routes/stock-page'), 'StockPage');
const { Page: StaffScreenLayout } = page(() => import('../components/staff-screen-layout'), 'StaffScreenLayout');
const { Page: FloorPage } = page(() => import('../features/floor/routes/floor-page'), 'FloorPage');
const { Page: SlipPage } = page(() => import('../features/floor/routes/slip-page'), 'SlipPage');
const { Page: RiderPage } = page(() => import('../features/rider/routes/rider-page'), 'RiderPage');

/** The code of the pages with a first view that load on demand (the others come with the app). */
const FIRST_VIEW_CODE: Partial<Record<FirstViewPage, () => Promise<unknown>>> = {
  home: preloadHomePage,
  listing: listing.preload,
  brandListing: listing.preload,
  product: product.preload,
  login: login.preload,
  register: register.preload,
  verifyOtp: verifyOtp.preload,
  locationAccess: locationAccess.preload,
};

/** Loads the code of the page at this address, when it has a first view, so that it renders at once. */
export async function preloadFirstView(url: string): Promise<void> {
  const match = matchFirstView(url);
  if (match) await FIRST_VIEW_CODE[match.page]?.();
}

/** Pages for signed-in customers only: a guest is sent to /login and brought back afterwards. */
const customer = (Page: ComponentType) => (
  <RequireAuth>
    <Page />
  </RequireAuth>
);

/** Every page of the store, under whichever router holds the address (the browser's, or the server's). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path={FIRST_VIEW_PATHS.login} element={<login.Page />} />
        <Route path={FIRST_VIEW_PATHS.register} element={<register.Page />} />
        <Route path={FIRST_VIEW_PATHS.verifyOtp} element={<verifyOtp.Page />} />
        <Route path="logout" element={customer(LogoutPage)} />
        <Route path={FIRST_VIEW_PATHS.locationAccess} element={customer(locationAccess.Page)} />
        <Route path="aboutus" element={<AboutPage />} />
        <Route path="contactus" element={<ContactPage />} />
        <Route path="privacypolicy" element={<PrivacyPage />} />
        <Route path="termscondition" element={<TermsPage />} />
        <Route path="returns-policy" element={<ReturnsPolicyPage />} />
        <Route path="shipping-policy" element={<ShippingPolicyPage />} />
        <Route path="testimonials" element={<TestimonialsPage />} />
        <Route path={FIRST_VIEW_PATHS.listing} element={<listing.Page />} />
        <Route path={FIRST_VIEW_PATHS.brandListing} element={<listing.Page />} />
        <Route path={FIRST_VIEW_PATHS.product} element={<product.Page />} />
        <Route path="addreview/:productId" element={customer(AddReviewPage)} />
        <Route path="cart" element={customer(CartPage)} />
        <Route path="checkout" element={customer(CheckoutPage)} />
        <Route path="checkout/:id" element={customer(CheckoutPage)} />
        <Route path="order-success/:orderId" element={customer(OrderSuccessPage)} />
        <Route path="order-confirm/:orderId" element={customer(OrderConfirmPage)} />
        <Route path="view-detail/:orderId" element={customer(OrderDetailPage)} />
        <Route path="order-details/:orderId" element={customer(OrderDetailPage)} />
        <Route path="track-order/:orderId" element={customer(TrackOrderPage)} />
        <Route path="cancel-order/:orderId" element={customer(CancelOrderPage)} />
        <Route path="orders" element={customer(OrdersPage)} />
        <Route path="repeat-orders" element={customer(RepeatOrdersPage)} />
        <Route path="repeat-orders/:repeatId" element={customer(RepeatOrdersPage)} />
        <Route path="disclaimer" element={customer(NotDeliverablePage)} />
        <Route path="disclaimerForOutofStock" element={customer(OutOfStockPage)} />
        <Route path="profile" element={customer(ProfilePage)} />
        <Route path="notifications" element={customer(NotificationsPage)} />
        <Route path="complaints" element={customer(MyComplaintsPage)} />
        <Route path="complaints/new" element={customer(RaiseComplaintPage)} />
        <Route path="admin" element={customer(AdminLayout)}>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<AdminOrdersPage />} />
          <Route path="orders/:orderId" element={<AdminOrderPage />} />
          <Route path="customers/:customerId" element={<AdminCustomerPage />} />
          <Route path="products" element={<AdminProductsPage />} />
          <Route path="branches" element={<AdminBranchesPage />} />
          <Route path="content" element={<AdminContentPage />} />
          <Route path="seller" element={<AdminSellerPage />} />
          <Route path="complaints" element={<AdminComplaintsPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="offers" element={<AdminOffersPage />} />
          <Route path="day" element={<DayPage />} />
          <Route path="stock" element={<StockPage />} />
          <Route path="payments" element={<AdminPaymentsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The tools people use standing up, without the shop's header and footer. */}
      <Route element={customer(StaffScreenLayout)}>
        <Route path="floor" element={<FloorPage />} />
        <Route path="floor/:branchId" element={<FloorPage />} />
        <Route path="floor/:branchId/slip/:orderId" element={<SlipPage />} />
        <Route path="rider" element={<RiderPage />} />
      </Route>
    </Routes>
  );
}
