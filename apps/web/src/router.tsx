import { ROUTES } from '@mentor/validation/plain';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from './features/dashboard/prefetch';
import { useTRPC } from './lib/trpc';
import { SignedInUserProvider, useSessionCheck } from './features/auth/use-auth';
import { useTimeZoneDetection } from './features/account/use-time-zone-detection';
import { handleUnauthorized } from './lib/unauthorized';
import { LoadingScreen } from './layouts/LoadingScreen';
// The landing page is the first screen of every visitor: it is in the main bundle, everything else is lazy.
import LandingPage from './pages/LandingPage';

// The signed-in layouts are lazy too: their headers bring menus, modals and selects the landing never shows.
const DashboardLayout = lazy(() => import('./layouts/DashboardLayout'));
const AccountLayout = lazy(() => import('./layouts/AccountLayout'));
const HowSessionsWorkPage = lazy(() => import('./pages/HowSessionsWorkPage'));
const SignInPage = lazy(() => import('./pages/SignInPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const InspirationPage = lazy(() => import('./pages/InspirationPage'));
const AdminPage = lazy(() => import('./pages/AdminPage'));
const UpgradePage = lazy(() => import('./pages/UpgradePage'));
const AccountProfilePage = lazy(() => import('./pages/AccountProfilePage'));
const AccountSubscriptionPage = lazy(() => import('./pages/AccountSubscriptionPage'));
const AccountHelpPage = lazy(() => import('./pages/AccountHelpPage'));
const AccountExportPage = lazy(() => import('./pages/AccountExportPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const SignOutPage = lazy(() => import('./pages/SignOutPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const UnsubscribePage = lazy(() => import('./pages/UnsubscribePage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
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
        <Route index element={<DashboardPage />} />
        <Route path={ROUTES.dashboard} element={<DashboardPage />} />
        <Route path={`${ROUTES.dashboard}/:view`} element={<DashboardPage />} />
        <Route path={ROUTES.inspiration} element={<InspirationPage />} />
        <Route path={ROUTES.admin} element={<AdminPage />} />
        {/* Trial banners link here: the plans, checkout and the billing portal. */}
        <Route path={ROUTES.upgrade} element={<UpgradePage />} />
        <Route path="*" element={<NotFoundPage />} />
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
        <Route path="profile" element={<AccountProfilePage />} />
        <Route path="subscription" element={<AccountSubscriptionPage />} />
        <Route path="help" element={<AccountHelpPage />} />
        <Route path="export" element={<AccountExportPage />} />
        <Route path="*" element={<NotFoundPage />} />
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
