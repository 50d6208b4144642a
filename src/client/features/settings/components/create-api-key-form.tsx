import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Check, Copy, KeyRound, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { apiTokenExpiryDays, createApiTokenInputSchema, type CreatedApiToken } from '#shared/schemas/settings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { showFieldErrors } from '../utils/field-errors.ts';

type FormValues = { name: string; expiresInDays: string };

export function CreateApiKeyForm() {
  const form = useForm<FormValues>({ defaultValues: { name: '', expiresInDays: '90' } });
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const parsed = createApiTokenInputSchema.safeParse({ name: values.name, expiresInDays: Number(values.expiresInDays) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(issue.path[0] as keyof FormValues, { message: issue.message });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        setCreated(key);
        form.reset();
      },
      onError: (err) => {
        if (!showFieldErrors(err, form.setError, ['name', 'expiresInDays'])) {
          toast.error('API key not created', { description: err instanceof ApiError ? err.serverMessage : 'Please try again.' });
        }
      },
    });
  });

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <FormField label="Key name" error={errors.name?.message} hint="What will use it, e.g. “CI pipeline”.">
          <Input maxLength={80} {...form.register('name')} />
        </FormField>
        <FormField label="Expires after" error={errors.expiresInDays?.message}>
          <NativeSelect {...form.register('expiresInDays')}>
            {apiTokenExpiryDays.map((d) => (
              <option key={d} value={d}>
                {d === 365 ? '1 year' : `${d} days`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" className="sm:mt-[1.625rem]" disabled={create.isPending}>
          {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          Create key
        </Button>
      </form>
      {created ? <NewKeyNotice apiKey={created} onDone={() => setCreated(null)} /> : null}
    </div>
  );
}

/** The only time the key is visible: copy it now. */
function NewKeyNotice({ apiKey, onDone }: { apiKey: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.token);
      setCopied(true);
    } catch {
      toast.error('Copy failed', { description: 'Select the key and copy it by hand.' });
    }
  };
  return (
    <Alert role="status">
      <KeyRound aria-hidden="true" />
      <AlertTitle>Your new key “{apiKey.name}”</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>Copy it now: it is shown only this once. Moatmap keeps only a hash of it.</p>
        <div className="flex flex-wrap items-center gap-2">
          <code data-testid="new-api-key" className="max-w-full overflow-x-auto rounded-md border bg-muted px-2 py-1 font-mono text-xs break-all text-foreground">
            {apiKey.token}
          </code>
          <Button type="button" size="sm" variant="outline" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
