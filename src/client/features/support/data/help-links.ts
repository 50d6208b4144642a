import type { LucideIcon } from 'lucide-react';
import { BookOpen, FolderKanban, Headphones, Home, LayoutDashboard, ListChecks, Settings, ShieldCheck, SquareTerminal, Activity } from 'lucide-react';

export type HelpCard = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** An address opened in a new tab, a page of the app, or the Live Support notice. */
  action: { kind: 'new-tab'; href: string; label: string } | { kind: 'page'; href: string; label: string } | { kind: 'live-support'; label: string };
  superAdminOnly?: boolean;
};

export const helpCards: HelpCard[] = [
  {
    id: 'api-documentation',
    title: 'API Documentation',
    description: 'Every endpoint of the REST API with its parameters, answers and errors, and how to authenticate with a session or an API key.',
    icon: BookOpen,
    action: { kind: 'new-tab', href: '/api/documentation', label: 'Open documentation' },
  },
  {
    id: 'api-explorer',
    title: 'API Explorer',
    description: 'Try API requests against this server from the browser, signed in or with a personal API key from Settings.',
    icon: SquareTerminal,
    action: { kind: 'new-tab', href: '/api/explorer', label: 'Open explorer' },
  },
  {
    id: 'super-admin',
    title: 'Super Admin',
    description: 'Manage organizations, tiers and usage, lawyer referrals and support tickets.',
    icon: ShieldCheck,
    action: { kind: 'page', href: '/super-admin', label: 'Open console' },
    superAdminOnly: true,
  },
  {
    id: 'live-support',
    title: 'Live Support',
    description: 'Talk to the support team during business hours, or write to us any time.',
    icon: Headphones,
    action: { kind: 'live-support', label: 'Contact support' },
  },
];

export type QuickLink = { href: string; label: string; icon: LucideIcon };

export const quickLinks: QuickLink[] = [
  { href: '/', label: 'Dashboard', icon: Home },
  { href: '/projects', label: 'Projects', icon: FolderKanban },
  { href: '/implementation-plan', label: 'Implementation Plan', icon: ListChecks },
  { href: '/settings', label: 'Settings', icon: Settings },
  { href: '/resources', label: 'Resources', icon: LayoutDashboard },
  { href: '/monitoring', label: 'Monitoring', icon: Activity },
];
