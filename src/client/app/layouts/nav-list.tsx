import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { ExternalLink } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { helpNavItem, isActive, mainNavItems, superAdminNavItems, type NavItem } from './nav-items.ts';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

function NavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const [location] = useLocation();
  const Icon = item.icon;
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={onNavigate}>
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1">{item.label}</span>
        <ExternalLink className="size-3.5 shrink-0 opacity-60" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  const active = isActive(item.href, location);
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(itemClass, active && 'bg-primary/10 text-primary hover:bg-primary/10 hover:text-primary dark:bg-primary/15')}
      onClick={onNavigate}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{item.label}</span>
    </Link>
  );
}

/** The signed-in navigation, shared by the desktop sidebar and the mobile drawer. */
export function NavList({ superAdmin, onNavigate }: { superAdmin: boolean; onNavigate?: () => void }) {
  const adminHeadingId = useId();
  const { data: user } = useCurrentUser();
  const items = mainNavItems.filter((item) => !item.adminOnly || user?.isAdmin);
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {superAdmin ? (
        <div>
          <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase" id={adminHeadingId}>
            Administration
          </p>
          <ul className="flex flex-col gap-0.5" aria-labelledby={adminHeadingId}>
            {superAdminNavItems.map((item) => (
              <li key={item.href}>
                <NavLink item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="flex flex-col gap-0.5">
        <li>
          <NavLink item={helpNavItem} onNavigate={onNavigate} />
        </li>
      </ul>
    </div>
  );
}
