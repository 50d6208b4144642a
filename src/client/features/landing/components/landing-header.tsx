import { Link } from 'wouter';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { BrandLink } from '#client/components/brand.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAdminLoginStatus } from '#client/features/auth/api/get-admin-login-status.ts';
import { useAdminLogin } from '#client/features/auth/api/admin-login.ts';

const sectionLinks = [
  { label: 'Features', href: '#features' },
  { label: 'Benefits', href: '#benefits' },
  { label: 'Who it is for', href: '#audiences' },
];

/** Admin Access exists only while the server runs in demo mode; otherwise it is not offered at all. */
function AdminAccess() {
  const { data } = useAdminLoginStatus();
  const adminLogin = useAdminLogin();
  if (!data?.enabled) return null;
  const busy = adminLogin.isPending || adminLogin.isSuccess;
  return (
    <Button variant="ghost" onClick={() => adminLogin.mutate()} disabled={busy} title="Sign in to the demo administrator account">
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
      <span className="max-sm:sr-only">{busy ? 'Signing in...' : 'Admin Access'}</span>
    </Button>
  );
}

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Sections" className="ml-6 hidden md:block">
          <ul className="flex gap-6 text-sm text-muted-foreground">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded-sm hover:text-foreground">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <AdminAccess />
          <Button asChild>
            <Link href="/login">Sign In</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
