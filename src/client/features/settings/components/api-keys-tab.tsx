import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { ApiKeyList } from './api-key-list.tsx';
import { CreateApiKeyForm } from './create-api-key-form.tsx';
import { IntegrationStatusCard } from './integration-status-card.tsx';
import { SettingsSection } from './settings-section.tsx';

export function ApiKeysTab() {
  const { data: user } = useCurrentUser();
  return (
    <div className="grid grid-cols-1 gap-6">
      <SettingsSection
        title="Personal API keys"
        description={
          <>
            Call the Moatmap REST API from scripts with <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer &lt;key&gt;</code>. A key acts as you, in your
            organization, until it expires or you revoke it. See the{' '}
            <a href="/api/documentation" target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline-offset-4 hover:underline">
              API documentation
            </a>
            .
          </>
        }
      >
        <div className="grid gap-6">
          <CreateApiKeyForm />
          <ApiKeyList />
        </div>
      </SettingsSection>
      {user?.role === 'super_admin' ? <IntegrationStatusCard /> : null}
    </div>
  );
}
