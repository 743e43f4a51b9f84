import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { HomePage } from '../features/home/routes/home-page';
import { RequireAuth } from '../features/auth/components/require-auth';

/** A page for signed-in customers only: a guest is sent to /login and brought back afterwards. */
const withAuth = (Page: React.ComponentType) =>
  function Guarded() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
const protectedPage = (path: string, load: () => Promise<React.ComponentType>) => ({
  path,
  lazy: () => load().then((Page) => ({ Component: withAuth(Page) })),
});

/** Pages load on demand, so the first visit downloads only the home page and the frame. */
const lazyPage = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', ...lazyPage(() => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage }))) },
        {
          path: 'register',
          ...lazyPage(() => import('../features/auth/routes/register-page').then((m) => ({ Component: m.RegisterPage }))),
        },
        {
          path: 'verifyotp',
          ...lazyPage(() => import('../features/auth/routes/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage }))),
        },
        protectedPage('logout', () => import('../features/auth/routes/logout-page').then((m) => m.LogoutPage)),
        protectedPage('locationaccess', () => import('../features/account/routes/location-access-page').then((m) => m.LocationAccessPage)),
        { path: 'aboutus', ...lazyPage(() => import('../features/content/routes/about-page').then((m) => ({ Component: m.AboutPage }))) },
        {
          path: 'contactus',
          ...lazyPage(() => import('../features/content/routes/contact-page').then((m) => ({ Component: m.ContactPage }))),
        },
        {
          path: 'privacypolicy',
          ...lazyPage(() => import('../features/content/routes/privacy-page').then((m) => ({ Component: m.PrivacyPage }))),
        },
        {
          path: 'termscondition',
          ...lazyPage(() => import('../features/content/routes/terms-page').then((m) => ({ Component: m.TermsPage }))),
        },
        {
          path: 'testimonials',
          ...lazyPage(() => import('../features/content/routes/testimonials-page').then((m) => ({ Component: m.TestimonialsPage }))),
        },
        {
          path: 'all-products',
          ...lazyPage(() => import('../features/catalog/routes/product-list-page').then((m) => ({ Component: m.ProductListPage }))),
        },
        {
          path: 'all-products/:id',
          ...lazyPage(() => import('../features/catalog/routes/product-list-page').then((m) => ({ Component: m.ProductListPage }))),
        },
        {
          path: 'product/:id',
          ...lazyPage(() => import('../features/catalog/routes/product-page').then((m) => ({ Component: m.ProductPage }))),
        },
        protectedPage('addreview/:productId', () => import('../features/reviews/routes/add-review-page').then((m) => m.AddReviewPage)),
        protectedPage('cart', () => import('../features/cart/routes/cart-page').then((m) => m.CartPage)),
        protectedPage('checkout', () => import('../features/checkout/routes/checkout-page').then((m) => m.CheckoutPage)),
        protectedPage('checkout/:id', () => import('../features/checkout/routes/checkout-page').then((m) => m.CheckoutPage)),
        protectedPage('order-success/:orderId', () =>
          import('../features/orders/routes/order-success-page').then((m) => m.OrderSuccessPage),
        ),
        protectedPage('order-confirm/:orderId', () =>
          import('../features/orders/routes/order-confirm-page').then((m) => m.OrderConfirmPage),
        ),
        protectedPage('view-detail/:orderId', () => import('../features/orders/routes/order-detail-page').then((m) => m.OrderDetailPage)),
        protectedPage('order-details/:orderId', () => import('../features/orders/routes/order-detail-page').then((m) => m.OrderDetailPage)),
        protectedPage('track-order/:orderId', () => import('../features/orders/routes/track-order-page').then((m) => m.TrackOrderPage)),
        protectedPage('cancel-order/:orderId', () => import('../features/orders/routes/cancel-order-page').then((m) => m.CancelOrderPage)),
        protectedPage('orders', () => import('../features/orders/routes/orders-page').then((m) => m.OrdersPage)),
        protectedPage('disclaimer', () => import('../features/checkout/routes/disclaimer-pages').then((m) => m.NotDeliverablePage)),
        protectedPage('disclaimerForOutofStock', () =>
          import('../features/checkout/routes/disclaimer-pages').then((m) => m.OutOfStockPage),
        ),
        protectedPage('profile', () => import('../features/account/routes/profile-page').then((m) => m.ProfilePage)),
        protectedPage('notifications', () =>
          import('../features/notifications/routes/notifications-page').then((m) => m.NotificationsPage),
        ),
        {
          path: 'admin',
          lazy: () => import('../features/admin/components/admin-layout').then((m) => ({ Component: withAuth(m.AdminLayout) })),
          children: [
            { index: true, lazy: () => import('../features/admin/routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
            { path: 'orders', lazy: () => import('../features/admin/routes/orders-page').then((m) => ({ Component: m.AdminOrdersPage })) },
            {
              path: 'orders/:orderId',
              lazy: () => import('../features/admin/routes/order-page').then((m) => ({ Component: m.AdminOrderPage })),
            },
            {
              path: 'products',
              lazy: () => import('../features/admin/routes/products-page').then((m) => ({ Component: m.AdminProductsPage })),
            },
            {
              path: 'branches',
              lazy: () => import('../features/admin/routes/branches-page').then((m) => ({ Component: m.AdminBranchesPage })),
            },
            {
              path: 'content',
              lazy: () => import('../features/admin/routes/content-page').then((m) => ({ Component: m.AdminContentPage })),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
