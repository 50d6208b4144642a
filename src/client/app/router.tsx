import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '#client/components/page-loading.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { GuestOnlyRoute, ProtectedRoute } from './layouts/protected-route.tsx';
import { DashboardPage, InvitePage, LandingPage, LoginPage, NotFoundPage, RegisterPage, layoutRoutes, type AppRoute } from './routes.ts';

// Signed-out pages (landing, sign-in) never need the app's frame: it loads with the first signed-in page.
const AppLayout = lazy(() => import('./layouts/app-layout.tsx').then((module) => ({ default: module.AppLayout })));

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Moatmap` : 'Moatmap: IP strategy from your business plan';
  }, [title]);
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** A page inside the app layout; the layout stays on screen while the page's chunk loads. */
function LayoutPage({ route }: { route: AppRoute }) {
  const Page = route.page;
  const page = (
    <Titled title={route.title}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </Titled>
  );
  return (
    <AppLayout>
      {route.access === 'public' ? page : <ProtectedRoute role={route.access === 'super_admin' ? 'super_admin' : undefined}>{page}</ProtectedRoute>}
    </AppLayout>
  );
}

/** "/": the dashboard when signed in, the marketing page when not. */
function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading className="min-h-dvh" />;
  if (!user) {
    return (
      <Titled title="">
        <LandingPage />
      </Titled>
    );
  }
  return (
    <AppLayout>
      <Titled title="Dashboard">
        <Suspense fallback={<PageLoading />}>
          <DashboardPage />
        </Suspense>
      </Titled>
    </AppLayout>
  );
}

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading className="min-h-dvh" />}>
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path="/">
          <HomeRoute />
        </Route>
        <Route path="/login">
          <GuestOnlyRoute>
            <Titled title="Sign in">
              <LoginPage />
            </Titled>
          </GuestOnlyRoute>
        </Route>
        <Route path="/register">
          <GuestOnlyRoute>
            <Titled title="Create your account">
              <RegisterPage />
            </Titled>
          </GuestOnlyRoute>
        </Route>
        <Route path="/invite/:token">
          <Titled title="Invitation">
            <InvitePage />
          </Titled>
        </Route>
        {layoutRoutes.map((route) => (
          <Route key={route.path} path={route.path}>
            <LayoutPage route={route} />
          </Route>
        ))}
        <Route>
          <Titled title="Page not found">
            <NotFoundPage />
          </Titled>
        </Route>
      </Switch>
    </Suspense>
  );
}
