import { Suspense, lazy, useState, type ReactNode } from 'react';
import { BrandLink } from '#client/components/brand.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { useAfterFirstPage } from '#client/lib/after-first-page.ts';
import { readStorage } from '#client/lib/storage.ts';
import { PLAN_STORAGE_KEY } from '#client/features/plan/utils/plan-storage-key.ts';
import { NavList } from './nav-list.tsx';
import { isSuperAdmin } from './nav-items.ts';
import { TopBar } from './top-bar.tsx';

// A plan an earlier version kept in this browser moves into the account right after sign-in; the import's code
// (plan schemas, zod) loads once the first page is on screen instead of before it, and only when this browser
// holds a plan at all.
const LegacyPlanImport = lazy(() => import('#client/features/plan/components/legacy-plan-import.tsx').then((module) => ({ default: module.LegacyPlanImport })));

/** Signed-in pages: sidebar (desktop) or drawer (mobile), top bar, content. Signed out (/help): top bar and content. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { data: user = null } = useCurrentUser();
  const afterFirstPage = useAfterFirstPage();
  const [storedPlan] = useState(() => readStorage(PLAN_STORAGE_KEY) !== null);
  return (
    <div className={user ? 'min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]' : 'min-h-dvh'}>
      {user && afterFirstPage && storedPlan ? (
        <Suspense fallback={null}>
          <LegacyPlanImport userId={user.id} />
        </Suspense>
      ) : null}
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {user ? (
        <aside className="sticky top-0 hidden h-dvh flex-col border-r bg-sidebar lg:flex">
          <div className="flex h-16 items-center border-b px-5">
            <BrandLink />
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
            <NavList superAdmin={isSuperAdmin(user.role)} />
          </nav>
          <div className="border-t px-5 py-3 text-xs text-muted-foreground">
            <p className="truncate">{user.organization.name}</p>
          </div>
        </aside>
      ) : null}
      <div className="flex min-h-dvh min-w-0 flex-col">
        <TopBar user={user} />
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
