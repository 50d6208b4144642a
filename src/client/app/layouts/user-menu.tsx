import { Link } from 'wouter';
import { CreditCard, ExternalLink, FolderKanban, LogOut, Settings } from 'lucide-react';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useLogout } from '#client/features/auth/api/logout.ts';
import { displayName } from '#client/features/auth/utils/display-name.ts';
import { isSuperAdmin, superAdminNavItems } from './nav-items.ts';
import { UserMenuButton } from './user-menu-button.tsx';

const accountLinks = [
  { label: 'My Projects', href: '/projects', icon: FolderKanban },
  { label: 'Settings', href: '/settings', icon: Settings },
  { label: 'Billing', href: '/billing', icon: CreditCard },
];

export function UserMenu({ user, initialOpen = false }: { user: CurrentUser; initialOpen?: boolean }) {
  const logoutMutation = useLogout();
  const name = displayName(user);
  return (
    <DropdownMenu modal={false} defaultOpen={initialOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          <p className="truncate text-xs text-muted-foreground">{user.organization.name}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinks.map(({ label, href, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        {isSuperAdmin(user.role) ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {superAdminNavItems.map(({ label, href, icon: Icon, external }) => (
                <DropdownMenuItem key={href} asChild>
                  {external ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      <Icon aria-hidden="true" />
                      <span className="flex-1">{label}</span>
                      <ExternalLink aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link href={href}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Link>
                  )}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logoutMutation.isPending} onSelect={() => logoutMutation.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
