import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '#client/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { ProfileTab } from './components/profile-tab.tsx';
import { SecurityTab } from './components/security-tab.tsx';
import { ApiKeysTab } from './components/api-keys-tab.tsx';
import { NotificationsTab } from './components/notifications-tab.tsx';
import { DisplayTab } from './components/display-tab.tsx';

const tabs = [
  { value: 'profile', label: 'Profile', Content: ProfileTab },
  { value: 'security', label: 'Security', Content: SecurityTab },
  { value: 'api-keys', label: 'API Keys', Content: ApiKeysTab },
  { value: 'notifications', label: 'Notifications', Content: NotificationsTab },
  { value: 'display', label: 'Display', Content: DisplayTab },
] as const;

/** The spec's settings tabs, plus Security; the open tab is in the address (?tab=) so it can be linked and survives reload. */
export function SettingsPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const active = tabs.some((t) => t.value === requested) ? requested! : 'profile';

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Settings" description="Your profile, account security, API keys, notifications and display." />
      <Tabs value={active} onValueChange={(value) => navigate(`${location}?tab=${value}`, { replace: true })}>
        <TabsList aria-label="Settings sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value} className="mt-2">
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
