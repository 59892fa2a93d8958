import { ROUTES } from '@mentor/validation/plain';
import { Suspense, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from './features/dashboard/prefetch';
import { useTRPC } from './lib/trpc';
import { SignedInUserProvider, useSessionCheck } from './features/auth/use-auth';
import { useTimeZoneDetection } from './features/account/use-time-zone-detection';
import { handleUnauthorized } from './lib/unauthorized';
import { ErrorBoundary } from './layouts/ErrorBoundary';
import { LoadingScreen } from './layouts/LoadingScreen';
import { lazyPage } from './lib/lazy-page';
// The landing page is the first screen of every visitor: it is in the main bundle, everything else is lazy.
import LandingPage from './pages/LandingPage';

// The signed-in layouts are lazy too: their headers bring menus, modals and selects the landing never shows.
const DashboardLayout = lazyPage(() => import('./layouts/DashboardLayout'));
const AccountLayout = lazyPage(() => import('./layouts/AccountLayout'));
const HowSessionsWorkPage = lazyPage(() => import('./pages/HowSessionsWorkPage'));
const SignInPage = lazyPage(() => import('./pages/SignInPage'));
const TwoFactorSignInPage = lazyPage(() => import('./pages/TwoFactorSignInPage'));
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'));
const InspirationPage = lazyPage(() => import('./pages/InspirationPage'));
const AdminPage = lazyPage(() => import('./pages/AdminPage'));
const UpgradePage = lazyPage(() => import('./pages/UpgradePage'));
const AccountProfilePage = lazyPage(() => import('./pages/AccountProfilePage'));
const AccountSubscriptionPage = lazyPage(() => import('./pages/AccountSubscriptionPage'));
const AccountHelpPage = lazyPage(() => import('./pages/AccountHelpPage'));
const AccountExportPage = lazyPage(() => import('./pages/AccountExportPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const SignOutPage = lazyPage(() => import('./pages/SignOutPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazyPage(() => import('./pages/VerifyEmailPage'));
const UnsubscribePage = lazyPage(() => import('./pages/UnsubscribePage'));

/**
 * A lazy route: 'Loading...' while its code loads, and its own error boundary (a screen that throws or whose code
 * does not load shows Try again and Reload page; going to another path tries again). `inline`: a page inside a
 * layout, whose header stays.
 */
function Lazy({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fullScreen={!inline} resetKey={pathname}>
      <Suspense fallback={<LoadingScreen fullScreen={!inline} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A page inside a layout (DashboardLayout, AccountLayout): the boundary and the loading state of one screen. */
function inline(page: ReactNode) {
  return <Lazy inline>{page}</Lazy>;
}

/**
 * The pages the mails link to (and 'Forgot password?'): public, the same signed in or out, so each is a route of
 * both route tables. A function, not a component: <Routes> takes <Route> elements only.
 */
function emailLinkRoutes() {
  const pages = [
    [ROUTES.forgotPassword, ForgotPasswordPage],
    [ROUTES.resetPassword, ResetPasswordPage],
    [ROUTES.verifyEmail, VerifyEmailPage],
    [ROUTES.unsubscribe, UnsubscribePage],
  ] as const;
  return pages.map(([path, Page]) => (
    <Route
      key={path}
      path={path}
      element={
        <Lazy>
          <Page />
        </Lazy>
      }
    />
  ));
}

/**
 * Signed out (spec section 2): the explainer and /sign-in are public; /inspiration shows the board's log-in
 * prompt (spec section 5, under the landing header); every other path is the landing page.
 */
function SignedOutRoutes() {
  return (
    <Routes>
      <Route
        path={ROUTES.inspiration}
        element={
          <Lazy>
            <InspirationPage />
          </Lazy>
        }
      />
      <Route
        path={ROUTES.howSessionsWork}
        element={
          <Lazy>
            <HowSessionsWorkPage />
          </Lazy>
        }
      />
      <Route
        path="/sign-in"
        element={
          <Lazy>
            <SignInPage />
          </Lazy>
        }
      />
      {/* The second step of two-factor sign-in: the session waits for it, so the browser is still signed out. */}
      <Route
        path={ROUTES.twoFactorSignIn}
        element={
          <Lazy>
            <TwoFactorSignInPage />
          </Lazy>
        }
      />
      {emailLinkRoutes()}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}

/**
 * Signed in. New screens: add a lazy page above and a <Route> here (inside DashboardLayout for screens with the
 * dashboard header, inside AccountLayout for account pages).
 */
function SignedInRoutes() {
  return (
    <Routes>
      <Route
        path={ROUTES.howSessionsWork}
        element={
          <Lazy>
            <HowSessionsWorkPage />
          </Lazy>
        }
      />
      <Route path="/sign-in" element={<Navigate to={ROUTES.dashboard} replace />} />
      <Route path={ROUTES.twoFactorSignIn} element={<Navigate to={ROUTES.dashboard} replace />} />
      {emailLinkRoutes()}
      <Route
        path={ROUTES.signOut}
        element={
          <Lazy>
            <SignOutPage />
          </Lazy>
        }
      />
      <Route
        element={
          <Lazy>
            <DashboardLayout />
          </Lazy>
        }
      >
        <Route index element={inline(<DashboardPage />)} />
        <Route path={ROUTES.dashboard} element={inline(<DashboardPage />)} />
        <Route path={`${ROUTES.dashboard}/:view`} element={inline(<DashboardPage />)} />
        <Route path={ROUTES.inspiration} element={inline(<InspirationPage />)} />
        <Route path={ROUTES.admin} element={inline(<AdminPage />)} />
        {/* Trial banners link here: the plans, checkout and the billing portal. */}
        <Route path={ROUTES.upgrade} element={inline(<UpgradePage />)} />
        <Route path="*" element={inline(<NotFoundPage />)} />
      </Route>
      <Route
        path="/account"
        element={
          <Lazy>
            <AccountLayout />
          </Lazy>
        }
      >
        <Route index element={<Navigate to={ROUTES.profile} replace />} />
        <Route path="profile" element={inline(<AccountProfilePage />)} />
        <Route path="subscription" element={inline(<AccountSubscriptionPage />)} />
        <Route path="help" element={inline(<AccountHelpPage />)} />
        <Route path="export" element={inline(<AccountExportPage />)} />
        <Route path="*" element={inline(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

/**
 * The route table with its auth states: 'Loading...' while the user call runs, then the signed-in or
 * signed-out routes. A session that ends while the app is open (the user call answers null after it answered a
 * user) gets the unauthorized handling: toast, then a redirect to /api/login. A signed-in user without a time
 * zone gets the browser's, once per app load.
 */
export function AppRoutes() {
  const { user, isLoading, isAuthenticated } = useSessionCheck();
  const wasAuthenticated = useRef(false);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  useTimeZoneDetection(user);

  // Signed in on a dashboard path: the view's chunks and its data start together, the moment the user is known
  // (not once each lazy chunk has loaded and mounted).
  const arrival = useRef(pathname);
  useEffect(() => {
    if (isAuthenticated) prefetchDashboard(arrival.current, queryClient, trpc);
  }, [isAuthenticated, queryClient, trpc]);

  useEffect(() => {
    if (isAuthenticated) wasAuthenticated.current = true;
    else if (!isLoading && wasAuthenticated.current) handleUnauthorized();
  }, [isAuthenticated, isLoading]);

  // The first answer swaps 'Loading...' for a whole screen (the landing page is hundreds of components). Taken
  // as it comes, that render is one long task (the query's store update renders synchronously); deferred, React
  // renders it in slices and the page stays responsive while it does. Only the first answer: isLoading is never
  // true again.
  const stillLoading = useDeferredValue(isLoading);
  if (isLoading || stillLoading) return <LoadingScreen />;
  return user ? (
    <SignedInUserProvider value={user}>
      <SignedInRoutes />
    </SignedInUserProvider>
  ) : (
    <SignedOutRoutes />
  );
}
