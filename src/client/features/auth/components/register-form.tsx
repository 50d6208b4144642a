import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { registerInputSchema } from '#shared/schemas/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { useRegister } from '../api/register.ts';
import { PasswordInput } from './password-input.tsx';
import { AuthErrorAlert } from './auth-error-alert.tsx';

type FormValues = z.input<typeof registerInputSchema>;
type FieldName = keyof FormValues;
const fieldNames: FieldName[] = ['username', 'email', 'password', 'firstName', 'lastName', 'company', 'role'];
const roleSuggestions = ['Founder', 'Co-founder', 'CEO', 'CTO', 'IP attorney', 'In-house counsel', 'Product manager', 'R&D lead'];

export function RegisterForm() {
  const [, navigate] = useLocation();
  const form = useForm<FormValues, unknown, z.output<typeof registerInputSchema>>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', company: '', role: '' },
  });
  const registerMutation = useRegister({ onSuccess: () => navigate('/') });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    registerMutation.mutate(values, {
      onError: (error) => {
        // Put the server's per-field messages next to their fields as well.
        if (!(error instanceof ApiError)) return;
        for (const { field, message } of error.fieldErrors) {
          if ((fieldNames as string[]).includes(field)) form.setError(field as FieldName, { message });
        }
      },
    }),
  );
  const detail = registerMutation.error instanceof ApiError ? registerMutation.error.serverMessage : undefined;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" autoFocus {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username?.message} hint="At least 3 characters: letters, digits, dots, dashes or underscores.">
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          <Input autoComplete="organization-title" list="register-role-suggestions" placeholder="e.g. Founder" {...form.register('role')} />
        </FormField>
        <datalist id="register-role-suggestions">
          {roleSuggestions.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
      </div>
      {registerMutation.error ? <AuthErrorAlert title="Failed to register" detail={detail} /> : null}
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {registerMutation.isPending ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
