import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { updateProfileInputSchema, type Profile } from '#shared/schemas/settings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { PasswordInput } from '#client/features/auth/components/password-input.tsx';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SettingsSection } from './settings-section.tsx';
import { showFieldErrors } from '../utils/field-errors.ts';

type FormValues = z.input<typeof updateProfileInputSchema>;

const toValues = (p: Profile): FormValues => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email,
  company: p.company ?? '',
  jobTitle: p.jobTitle ?? '',
  currentPassword: '',
});

export function ProfileTab() {
  const { data: profile, isPending, error } = useProfile();
  if (isPending) return <Skeleton className="h-96 w-full" />;
  if (error) return <p className="text-destructive">Failed to load your profile. Please reload the page.</p>;
  return <ProfileForm profile={profile} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm<FormValues, unknown, z.output<typeof updateProfileInputSchema>>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: toValues(profile),
  });
  useEffect(() => form.reset(toValues(profile)), [profile, form]);
  const save = useUpdateProfile();
  const { errors } = form.formState;
  const email = form.watch('email');
  const emailChanged = (email ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success('Settings updated', { description: 'Your personal information has been saved.' }),
      onError: (err) => {
        if (!showFieldErrors(err, form.setError, ['firstName', 'lastName', 'email', 'company', 'jobTitle', 'currentPassword'])) {
          toast.error('Settings not saved', { description: err instanceof ApiError ? err.serverMessage : 'Please try again.' });
        }
      },
    }),
  );

  return (
    <SettingsSection title="Profile" description={`Signed in as ${profile.username}. Your name is how Moatmap greets you and signs your support questions.`}>
      <form noValidate onSubmit={submit} className="grid max-w-2xl gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        {emailChanged ? (
          <FormField label="Current password" error={errors.currentPassword?.message} hint="Needed to change your email address.">
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Company" error={errors.company?.message}>
            <Input autoComplete="organization" {...form.register('company')} />
          </FormField>
          <FormField label="Job title" error={errors.jobTitle?.message}>
            <Input autoComplete="organization-title" {...form.register('jobTitle')} />
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
