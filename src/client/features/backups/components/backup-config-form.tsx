import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { backupFrequencies, type BackupConfig } from '#shared/schemas/backups.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useUpdateBackupConfig } from '../api/update-backup-config.ts';

const toggles: { key: 'enabled' | 'autoVerify' | 'compressionEnabled' | 'includeAnalytics'; label: string; hint: string }[] = [
  { key: 'enabled', label: 'Scheduled backups', hint: 'Run a full backup at the chosen frequency' },
  { key: 'autoVerify', label: 'Verify automatically', hint: 'Check each new backup restores cleanly' },
  { key: 'compressionEnabled', label: 'Compression', hint: 'gzip every table file' },
  { key: 'includeAnalytics', label: 'Include analytics', hint: 'Audit log and usage counts' },
];

/** The backup configuration; the form starts from the saved values (the page mounts it once they are loaded). */
export function BackupConfigForm({ config }: { config: BackupConfig }) {
  const [draft, setDraft] = useState({ ...config, retention: String(config.retention) });
  const update = useUpdateBackupConfig();

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: a non-numeric retention falls back to 30 (the server applies the same rule).
    update.mutate(draft, { onSuccess: (saved) => setDraft({ ...saved, retention: String(saved.retention) }) });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Configuration</CardTitle>
        <CardDescription>Stored in the database; every instance follows it</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
            <div className="grid gap-2">
              <Label htmlFor="backup-frequency">Frequency</Label>
              <NativeSelect
                id="backup-frequency"
                value={draft.frequency}
                onChange={(e) => setDraft({ ...draft, frequency: e.target.value as BackupConfig['frequency'] })}
              >
                {backupFrequencies.map((f) => (
                  <option key={f} value={f}>
                    {f.charAt(0).toUpperCase() + f.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="backup-retention">Retention (days, 1-365)</Label>
              <Input id="backup-retention" inputMode="numeric" value={draft.retention} onChange={(e) => setDraft({ ...draft, retention: e.target.value })} />
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {toggles.map((t) => (
              <div key={t.key} className="flex items-start justify-between gap-3 rounded-lg border p-3">
                <div className="grid gap-0.5">
                  <Label htmlFor={`backup-${t.key}`}>{t.label}</Label>
                  <p className="text-xs text-muted-foreground">{t.hint}</p>
                </div>
                <Switch id={`backup-${t.key}`} checked={draft[t.key]} onCheckedChange={(checked) => setDraft({ ...draft, [t.key]: checked })} />
              </div>
            ))}
          </div>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Save Configuration
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
