import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { changePasswordInputSchema, type ChangePasswordInput } from '#shared/schemas/settings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/features/auth/components/password-input.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { showFieldErrors } from '../utils/field-errors.ts';
import { SettingsSection } from './settings-section.tsx';

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const change = useChangePassword();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ sessionsEnded }) => {
        form.reset();
        toast.success('Password changed', {
          description: sessionsEnded > 0 ? `Signed out ${sessionsEnded} other session${sessionsEnded === 1 ? '' : 's'}.` : 'You stay signed in here.',
        });
      },
      onError: (err) => {
        if (!showFieldErrors(err, form.setError, ['currentPassword', 'newPassword'])) {
          toast.error('Password not changed', { description: err instanceof ApiError ? err.serverMessage : 'Please try again.' });
        }
      },
    }),
  );
  return (
    <SettingsSection title="Change password" description="Every other session is signed out when the password changes; this one stays signed in.">
      <form noValidate onSubmit={submit} className="grid max-w-md gap-5">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField label="New password" error={errors.newPassword?.message} hint="At least 6 characters.">
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
