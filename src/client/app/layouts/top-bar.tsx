import { Suspense, lazy, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { BrandLink } from '#client/components/brand.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAfterFirstPage } from '#client/lib/after-first-page.ts';
import { isSuperAdmin } from './nav-items.ts';
import { MobileNavButton } from './mobile-nav-button.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

// The menu and the drawer (Radix with floating-ui) load once the first page is on screen (or at the first tap on their
// trigger), not before it: their triggers show meanwhile.
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((module) => ({ default: module.MobileNav })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

export function TopBar({ user }: { user: CurrentUser | null }) {
  // A tap on a trigger before its code arrived is not lost: the menu or drawer opens once it loads.
  const [early, setEarly] = useState<'nav' | 'menu' | null>(null);
  const load = useAfterFirstPage() || early !== null;
  const navButton = <MobileNavButton onClick={() => setEarly('nav')} />;
  const menuButton = user ? <UserMenuButton user={user} onClick={() => setEarly('menu')} /> : null;
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-6">
      {user ? (
        load ? (
          <Suspense fallback={navButton}>
            <MobileNav superAdmin={isSuperAdmin(user.role)} initialOpen={early === 'nav'} />
          </Suspense>
        ) : (
          navButton
        )
      ) : null}
      <BrandLink className={user ? 'lg:hidden' : undefined} />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        {user ? (
          load ? (
            <Suspense fallback={menuButton}>
              <UserMenu user={user} initialOpen={early === 'menu'} />
            </Suspense>
          ) : (
            menuButton
          )
        ) : (
          <>
            <Button variant="ghost" asChild>
              <Link href="/login">Login</Link>
            </Button>
            <Button asChild>
              <Link href="/register">Register</Link>
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
