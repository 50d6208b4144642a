import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { AccessRole } from '#shared/schemas/auth.ts';
import { PageLoading } from '#client/components/page-loading.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { loginUrlFor } from '#client/features/auth/utils/return-url.ts';
import { FirstPageShown } from '#client/lib/after-first-page.ts';
import { AccessDenied } from './access-denied.tsx';

/**
 * Shows a loading state while the session is checked, then the page, or sends a signed-out
 * visitor to /login with the current path as returnUrl. `role` also requires that access role.
 */
export function ProtectedRoute({ role, children }: { role?: AccessRole; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isPending) return <PageLoading label="Checking your session..." />;
  if (!user) return <Redirect to={loginUrlFor(search ? `${location}?${search}` : location)} replace />;
  if (role && user.role !== role) {
    return (
      <>
        <AccessDenied />
        <FirstPageShown />
      </>
    );
  }
  return children;
}

/** /login and /register: a signed-in user goes to /. */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading className="min-h-dvh" />;
  if (user) return <Redirect to="/" replace />;
  return children;
}
