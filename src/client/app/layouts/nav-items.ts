import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BookOpen,
  CreditCard,
  DatabaseBackup,
  FileCode,
  FolderKanban,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Scale,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { AccessRole } from '#shared/schemas/auth.ts';

export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Opens in a new tab and is not a client route (the API reference). */
  external?: boolean;
  /** Shown to organization admins (and super admins) only. */
  adminOnly?: boolean;
};

export const mainNavItems: NavItem[] = [
  { label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { label: 'Projects', href: '/projects', icon: FolderKanban },
  { label: 'Implementation Plan', href: '/implementation-plan', icon: ListChecks },
  { label: 'Resources', href: '/resources', icon: BookOpen },
  { label: 'Team', href: '/team', icon: Users, adminOnly: true },
  { label: 'Settings', href: '/settings', icon: Settings },
  { label: 'Billing', href: '/billing', icon: CreditCard },
  { label: 'Lawyer Referral', href: '/lawyer-referral', icon: Scale },
];

/** Shown to super_admin only, before Help (spec section 2). */
export const superAdminNavItems: NavItem[] = [
  { label: 'Super Admin', href: '/super-admin', icon: ShieldCheck },
  { label: 'Monitoring', href: '/monitoring', icon: Activity },
  { label: 'API Docs', href: '/api-docs', icon: FileCode, external: true },
  { label: 'Backup Management', href: '/backup-management', icon: DatabaseBackup },
];

export const helpNavItem: NavItem = { label: 'Help & Support', href: '/help', icon: LifeBuoy };

export function isSuperAdmin(role: AccessRole | undefined): boolean {
  return role === 'super_admin';
}

/** Whether `href` is the current page or a page below it ("/" only matches itself). */
export function isActive(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
