import { PageHeader } from '#client/components/page-header.tsx';

export function SettingsPage() {
  return <PageHeader title="Settings" description="Your profile, API keys, notification and display preferences will be managed here." />;
}
