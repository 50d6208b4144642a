import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { useMailStatus } from '../api/get-mail-status.ts';
import { SettingsSection } from './settings-section.tsx';
import { PreferenceList, type PreferenceItem } from './preference-list.tsx';

const items: PreferenceItem[] = [
  { key: 'emailAlerts', label: 'Security alerts', description: 'Email me when my password or email address changes, or a new API key is created.' },
  { key: 'reportGeneration', label: 'Report ready', description: 'Email me a link to the report when an analysis completes.' },
  { key: 'patentDeadlines', label: 'Deadline reminders', description: 'Email me 14 days and 3 days before an item in my implementation plan is due.' },
  {
    key: 'domainAlerts',
    label: 'Domain alerts',
    description: 'Email me when a domain I watch for a brand changes hands. Domain watching is not available yet: your choice is kept for when it is.',
  },
];

export function NotificationsTab() {
  const { data: mail } = useMailStatus();
  return (
    <SettingsSection title="Email notifications" description="Sent to the email address of your profile. Changes are saved at once.">
      {mail && !mail.configured ? (
        <Alert className="mb-4">
          <MailWarning aria-hidden="true" />
          <AlertTitle>This server does not send email yet</AlertTitle>
          <AlertDescription>Your choices are saved and take effect once an administrator configures outgoing mail.</AlertDescription>
        </Alert>
      ) : null}
      <PreferenceList items={items} savedMessage="Your notification settings have been saved." />
    </SettingsSection>
  );
}
