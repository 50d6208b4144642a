import { Suspense, lazy, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { BrandLink } from '#client/components/brand.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { isSuperAdmin } from './nav-items.ts';
import { MobileNavButton } from './mobile-nav-button.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

// The menu and the drawer (Radix with floating-ui) load beside the page, not before it: their triggers show meanwhile.
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((module) => ({ default: module.MobileNav })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

export function TopBar({ user }: { user: CurrentUser | null }) {
  // A tap on a trigger before its code arrived is not lost: the menu or drawer opens once it loads.
  const [early, setEarly] = useState<'nav' | 'menu' | null>(null);
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-6">
      {user ? (
        <Suspense fallback={<MobileNavButton onClick={() => setEarly('nav')} />}>
          <MobileNav superAdmin={isSuperAdmin(user.role)} initialOpen={early === 'nav'} />
        </Suspense>
      ) : null}
      <BrandLink className={user ? 'lg:hidden' : undefined} />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        {user ? (
          <Suspense fallback={<UserMenuButton user={user} onClick={() => setEarly('menu')} />}>
            <UserMenu user={user} initialOpen={early === 'menu'} />
          </Suspense>
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
