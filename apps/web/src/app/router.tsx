import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { HomePage } from '../features/home/routes/home-page';
import { RequireAuth } from '../features/auth/components/require-auth';

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
        {
          path: 'logout',
          lazy: () =>
            import('../features/auth/routes/logout-page').then((m) => ({
              Component: () => (
                <RequireAuth>
                  <m.LogoutPage />
                </RequireAuth>
              ),
            })),
        },
        {
          path: 'locationaccess',
          lazy: () =>
            import('../features/account/routes/location-access-page').then((m) => ({
              Component: () => (
                <RequireAuth>
                  <m.LocationAccessPage />
                </RequireAuth>
              ),
            })),
        },
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
        {
          path: 'addreview/:productId',
          lazy: () =>
            import('../features/reviews/routes/add-review-page').then((m) => ({
              Component: () => (
                <RequireAuth>
                  <m.AddReviewPage />
                </RequireAuth>
              ),
            })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
