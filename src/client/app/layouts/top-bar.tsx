import { Link } from 'wouter';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { BrandLink } from '#client/components/brand.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { isSuperAdmin } from './nav-items.ts';

export function TopBar({ user }: { user: CurrentUser | null }) {
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-6">
      {user ? <MobileNav superAdmin={isSuperAdmin(user.role)} /> : null}
      <BrandLink className={user ? 'lg:hidden' : undefined} />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        {user ? (
          <UserMenu user={user} />
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
