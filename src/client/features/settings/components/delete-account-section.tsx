import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { deleteAccountInputSchema, type DeleteAccountInput } from '#shared/schemas/settings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/features/auth/components/password-input.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { showFieldErrors } from '../utils/field-errors.ts';
import { SettingsSection } from './settings-section.tsx';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      title="Delete account"
      description="Deletes your profile, sessions, API keys, settings and implementation plan. If you are the only member of your organization, its projects and analyses are deleted too. This cannot be undone."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}</DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { data: user } = useCurrentUser();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountInputSchema), defaultValues: { confirmation: '', password: '' } });
  const remove = useDeleteAccount();
  const { errors } = form.formState;
  const confirmation = form.watch('confirmation');
  const matches = user ? confirmation.trim().toLowerCase() === user.username.toLowerCase() : false;
  const submit = form.handleSubmit((values) => remove.mutate(values, { onError: (err) => showFieldErrors(err, form.setError, ['confirmation', 'password']) }));
  const refusal = remove.error instanceof ApiError && remove.error.fieldErrors.length === 0 ? remove.error.serverMessage : null;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          Type your username <strong className="font-semibold text-foreground">{user?.username}</strong> and your password to confirm.
        </DialogDescription>
      </DialogHeader>
      <FormField label="Username" error={errors.confirmation?.message}>
        <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('confirmation')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {refusal ? (
        <Alert variant="destructive">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
          {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Delete account
        </Button>
      </DialogFooter>
    </form>
  );
}
