import { describe, expect, it } from 'vitest';
import { isActive, isSuperAdmin, mainNavItems, superAdminNavItems } from './nav-items.ts';

describe('navigation items', () => {
  it('lists the spec sidebar items in order, with the implementation plan reachable', () => {
    expect(mainNavItems.map((i) => i.label)).toEqual([
      'Dashboard',
      'Projects',
      'Implementation Plan',
      'Resources',
      'Team',
      'Settings',
      'Billing',
      'Lawyer Referral',
    ]);
    expect(superAdminNavItems.map((i) => i.label)).toEqual(['Super Admin', 'Monitoring', 'API Docs', 'Backup Management']);
    expect(superAdminNavItems.find((i) => i.label === 'API Docs')).toMatchObject({ href: '/api-docs', external: true });
  });

  it('shows the super-admin items to super_admin only', () => {
    expect(isSuperAdmin('super_admin')).toBe(true);
    expect(isSuperAdmin('admin')).toBe(false);
    expect(isSuperAdmin('member')).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });

  it('marks a page and the pages below it as active, "/" only on itself', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/projects')).toBe(false);
    expect(isActive('/projects', '/projects')).toBe(true);
    expect(isActive('/projects', '/projects/3')).toBe(true);
    expect(isActive('/projects', '/projectsx')).toBe(false);
  });
});
