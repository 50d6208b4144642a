import { toast } from 'sonner';
import type { Preferences } from '#shared/schemas/settings.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { usePreferences } from '../api/get-preferences.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { PreferenceSwitch } from './preference-switch.tsx';

export type PreferenceItem = { key: keyof Preferences; label: string; description: string };

/** A list of switches, each saved on the server as soon as it changes. */
export function PreferenceList({ items, savedMessage }: { items: PreferenceItem[]; savedMessage: string }) {
  const { data: preferences, isPending, error } = usePreferences();
  const save = useUpdatePreferences();
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (error) return <p className="text-destructive">Failed to load your settings.</p>;
  return (
    <div className="divide-y">
      {items.map((item) => (
        <PreferenceSwitch
          key={item.key}
          label={item.label}
          description={item.description}
          checked={preferences[item.key]}
          onChange={(checked) =>
            save.mutate(
              { [item.key]: checked },
              {
                onSuccess: () => toast.success('Settings updated', { description: savedMessage }),
                onError: () => toast.error('Error', { description: 'Failed to save your settings. Please try again.' }),
              },
            )
          }
        />
      ))}
    </div>
  );
}
