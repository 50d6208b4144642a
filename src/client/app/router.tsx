import { Suspense, lazy, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '#client/components/page-loading.tsx';
import { FirstPageShown } from '#client/lib/after-first-page.ts';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { GuestOnlyRoute, ProtectedRoute } from './layouts/protected-route.tsx';
import { DashboardPage, InvitePage, LandingPage, LoginPage, NotFoundPage, RegisterPage, layoutRoutes, type AppRoute, type LazyPage } from './routes.ts';

// Signed-out pages (landing, sign-in) never need the app's frame: it loads with the first signed-in page.
const loadAppLayout = () => import('./layouts/app-layout.tsx');
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/**
 * The page renders inside the lazy layout, so React asks for the page's chunk only once the layout's has arrived
 * and rendered. Both start together instead (a module is fetched once, so asking again later costs nothing).
 */
function preloadLayoutAndPage(page: LazyPage): Promise<unknown> {
  return Promise.all([loadAppLayout(), page.preload()]);
}

/**
 * The signed-in home shows its loading state until the layout's and the dashboard's code have both arrived, then
 * renders them together in a transition. Rendered as they arrive, the layout showed the page's loading state first,
 * and React holds back the content that replaces a just-shown loading state (up to 300 ms) to avoid flicker.
 */
function useLayoutAndPageLoaded(page: LazyPage, enabled: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!enabled || loaded) return;
    let live = true;
    const reveal = () => {
      if (live) startTransition(() => setLoaded(true));
    };
    preloadLayoutAndPage(page).then(reveal, reveal);
    return () => {
      live = false;
    };
  }, [page, enabled, loaded]);
  return loaded;
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Moatmap` : 'Moatmap: IP strategy from your business plan';
  }, [title]);
}

/** A page with its title; inside the page's Suspense boundary, so FirstPageShown mounts with the page's content. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      {children}
      <FirstPageShown />
    </>
  );
}

/** A page inside the app layout; the layout stays on screen while the page's chunk loads. */
function LayoutPage({ route }: { route: AppRoute }) {
  const Page = route.page;
  void preloadLayoutAndPage(Page);
  const page = (
    <Titled title={route.title}>
      <Page />
    </Titled>
  );
  return (
    <AppLayout>
      <Suspense fallback={<PageLoading />}>
        {route.access === 'public' ? page : <ProtectedRoute role={route.access === 'super_admin' ? 'super_admin' : undefined}>{page}</ProtectedRoute>}
      </Suspense>
    </AppLayout>
  );
}

/** "/": the dashboard when signed in, the marketing page when not. */
function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  const loaded = useLayoutAndPageLoaded(DashboardPage, Boolean(user));
  if (isPending) return <PageLoading className="min-h-dvh" />;
  if (!user) {
    return (
      <Titled title="">
        <LandingPage />
      </Titled>
    );
  }
  if (!loaded) return <PageLoading className="min-h-dvh" />;
  // No Suspense boundary of its own: the code is there, and a boundary mounting with the page would show its
  // loading state for a moment, then hold the page back.
  return (
    <AppLayout>
      <Titled title="Dashboard">
        <DashboardPage />
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
