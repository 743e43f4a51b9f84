import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { HomePage } from '../features/home/routes/home-page';
import { ProductPage } from '../features/catalog/routes/product-page';
import { ProductListPage } from '../features/catalog/routes/product-list-page';
import { RequireAuth } from '../features/auth';

/**
 * Pages load on demand, so the first visit downloads only the frame and the pages people land on: home,
 * the listings and the product page (which then render without waiting for a chunk). The routes are
 * declared as elements (React Router's declarative mode): the data-router machinery would add about
 * 17 KB of compressed JavaScript to every first visit and the store uses none of it.
 */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const LoginPage = page(() => import('../features/auth/routes/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/routes/register-page'), 'RegisterPage');
const VerifyOtpPage = page(() => import('../features/auth/routes/verify-otp-page'), 'VerifyOtpPage');
const LogoutPage = page(() => import('../features/auth/routes/logout-page'), 'LogoutPage');
const LocationAccessPage = page(() => import('../features/account/routes/location-access-page'), 'LocationAccessPage');
const AboutPage = page(() => import('../features/content/routes/about-page'), 'AboutPage');
const ContactPage = page(() => import('../features/content/routes/contact-page'), 'ContactPage');
const PrivacyPage = page(() => import('../features/content/routes/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('../features/content/routes/terms-page'), 'TermsPage');
const ReturnsPolicyPage = page(() => import('../features/seller/routes/policy-pages'), 'ReturnsPolicyPage');
const ShippingPolicyPage = page(() => import('../features/seller/routes/policy-pages'), 'ShippingPolicyPage');
const AdminSellerPage = page(() => import('../features/seller/routes/admin-seller-page'), 'AdminSellerPage');
const RaiseComplaintPage = page(() => import('../features/complaints/routes/raise-complaint-page'), 'RaiseComplaintPage');
const MyComplaintsPage = page(() => import('../features/complaints/routes/my-complaints-page'), 'MyComplaintsPage');
const AdminComplaintsPage = page(() => import('../features/complaints/routes/admin-complaints-page'), 'AdminComplaintsPage');
const TestimonialsPage = page(() => import('../features/content/routes/testimonials-page'), 'TestimonialsPage');
const AddReviewPage = page(() => import('../features/catalog/routes/add-review-page'), 'AddReviewPage');
const CartPage = page(() => import('../features/cart/routes/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('../features/checkout/routes/checkout-page'), 'CheckoutPage');
const OrderSuccessPage = page(() => import('../features/orders/routes/order-success-page'), 'OrderSuccessPage');
const OrderConfirmPage = page(() => import('../features/orders/routes/order-confirm-page'), 'OrderConfirmPage');
const OrderDetailPage = page(() => import('../features/orders/routes/order-detail-page'), 'OrderDetailPage');
const TrackOrderPage = page(() => import('../features/orders/routes/track-order-page'), 'TrackOrderPage');
const CancelOrderPage = page(() => import('../features/orders/routes/cancel-order-page'), 'CancelOrderPage');
const OrdersPage = page(() => import('../features/orders/routes/orders-page'), 'OrdersPage');
const NotDeliverablePage = page(() => import('../features/checkout/routes/disclaimer-pages'), 'NotDeliverablePage');
const OutOfStockPage = page(() => import('../features/checkout/routes/disclaimer-pages'), 'OutOfStockPage');
const ProfilePage = page(() => import('../features/account/routes/profile-page'), 'ProfilePage');
const NotificationsPage = page(() => import('../features/notifications/routes/notifications-page'), 'NotificationsPage');
const AdminLayout = page(() => import('../features/admin/components/admin-layout'), 'AdminLayout');
const DashboardPage = page(() => import('../features/admin/routes/dashboard-page'), 'DashboardPage');
const AdminOrdersPage = page(() => import('../features/admin/routes/orders-page'), 'AdminOrdersPage');
const AdminOrderPage = page(() => import('../features/admin/routes/order-page'), 'AdminOrderPage');
const AdminProductsPage = page(() => import('../features/admin/routes/products-page'), 'AdminProductsPage');
const AdminBranchesPage = page(() => import('../features/admin/routes/branches-page'), 'AdminBranchesPage');
const AdminContentPage = page(() => import('../features/admin/routes/content-page'), 'AdminContentPage');
const StaffPage = page(() => import('../features/staff/routes/staff-page'), 'StaffPage');
const DayPage = page(() => import('../features/cash/routes/day-page'), 'DayPage');
const StaffScreenLayout = page(() => import('../features/staff/components/staff-screen-layout'), 'StaffScreenLayout');
const FloorPage = page(() => import('../features/floor/routes/floor-page'), 'FloorPage');
const SlipPage = page(() => import('../features/floor/routes/slip-page'), 'SlipPage');
const RiderPage = page(() => import('../features/rider/routes/rider-page'), 'RiderPage');

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
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="verifyotp" element={<VerifyOtpPage />} />
        <Route path="logout" element={customer(LogoutPage)} />
        <Route path="locationaccess" element={customer(LocationAccessPage)} />
        <Route path="aboutus" element={<AboutPage />} />
        <Route path="contactus" element={<ContactPage />} />
        <Route path="privacypolicy" element={<PrivacyPage />} />
        <Route path="termscondition" element={<TermsPage />} />
        <Route path="returns-policy" element={<ReturnsPolicyPage />} />
        <Route path="shipping-policy" element={<ShippingPolicyPage />} />
        <Route path="testimonials" element={<TestimonialsPage />} />
        <Route path="all-products" element={<ProductListPage />} />
        <Route path="all-products/:id" element={<ProductListPage />} />
        <Route path="product/:id" element={<ProductPage />} />
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
          <Route path="products" element={<AdminProductsPage />} />
          <Route path="branches" element={<AdminBranchesPage />} />
          <Route path="content" element={<AdminContentPage />} />
          <Route path="seller" element={<AdminSellerPage />} />
          <Route path="complaints" element={<AdminComplaintsPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="day" element={<DayPage />} />
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
