import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page's lazy component, with `preload` to start fetching its chunk before React reaches it. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Loads one named export of a route module as a lazy component (each page is its own chunk). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );
}

export type RouteAccess = 'public' | 'protected' | 'super_admin';

export type AppRoute = {
  path: string;
  title: string;
  access: RouteAccess;
  page: LazyPage;
};

export const LandingPage = lazyPage(() => import('#client/features/landing/landing-page.tsx'), 'LandingPage');
export const DashboardPage = lazyPage(() => import('#client/features/analyses/dashboard-page.tsx'), 'DashboardPage');
export const LoginPage = lazyPage(() => import('#client/features/auth/login-page.tsx'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('#client/features/auth/register-page.tsx'), 'RegisterPage');
export const InvitePage = lazyPage(() => import('#client/features/team/invite-page.tsx'), 'InvitePage');
export const NotFoundPage = lazyPage(() => import('#client/features/errors/not-found-page.tsx'), 'NotFoundPage');

/**
 * The spec's route table (section 2) for the pages inside the app layout; "/", "/login",
 * "/register" and the not-found page are wired in router.tsx because they choose their own frame.
 * Super-admin pages also check the role here, so an ordinary account cannot open them.
 */
export const layoutRoutes: AppRoute[] = [
  { path: '/help', title: 'Help & Support', access: 'public', page: lazyPage(() => import('#client/features/support/help-page.tsx'), 'HelpPage') },
  {
    path: '/analysis/:businessPlanId',
    title: 'Analysis',
    access: 'protected',
    page: lazyPage(() => import('#client/features/analyses/analysis-page.tsx'), 'AnalysisPage'),
  },
  { path: '/projects', title: 'Projects', access: 'protected', page: lazyPage(() => import('#client/features/projects/projects-page.tsx'), 'ProjectsPage') },
  { path: '/resources', title: 'Resources', access: 'protected', page: lazyPage(() => import('#client/features/resources/resources-page.tsx'), 'ResourcesPage') },
  { path: '/settings', title: 'Settings', access: 'protected', page: lazyPage(() => import('#client/features/settings/settings-page.tsx'), 'SettingsPage') },
  { path: '/team', title: 'Team', access: 'protected', page: lazyPage(() => import('#client/features/team/team-page.tsx'), 'TeamPage') },
  {
    path: '/implementation-plan',
    title: 'Implementation Plan',
    access: 'protected',
    page: lazyPage(() => import('#client/features/plan/implementation-plan-page.tsx'), 'ImplementationPlanPage'),
  },
  {
    path: '/super-admin',
    title: 'Super Admin',
    access: 'super_admin',
    page: lazyPage(() => import('#client/features/organizations/super-admin-page.tsx'), 'SuperAdminPage'),
  },
  {
    path: '/monitoring',
    title: 'Monitoring',
    access: 'super_admin',
    page: lazyPage(() => import('#client/features/monitoring/monitoring-page.tsx'), 'MonitoringPage'),
  },
  { path: '/billing', title: 'Billing', access: 'protected', page: lazyPage(() => import('#client/features/billing/billing-page.tsx'), 'BillingPage') },
  {
    path: '/backup-management',
    title: 'Backup Management',
    access: 'super_admin',
    page: lazyPage(() => import('#client/features/backups/backup-management-page.tsx'), 'BackupManagementPage'),
  },
  {
    path: '/lawyer-referral',
    title: 'Lawyer Referral',
    access: 'protected',
    page: lazyPage(() => import('#client/features/referrals/lawyer-referral-page.tsx'), 'LawyerReferralPage'),
  },
];
