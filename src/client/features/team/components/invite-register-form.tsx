import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { registerInputSchema } from '#shared/schemas/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Alert, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRegister } from '#client/features/auth/api/register.ts';

type FormValues = z.input<typeof registerInputSchema>;

/** Registration through an invitation: the address is the invited one, and the account joins that organization. */
export function InviteRegisterForm({ token, email, organizationName, onJoined }: { token: string; email: string; organizationName: string; onJoined: () => void }) {
  const form = useForm<FormValues, unknown, z.output<typeof registerInputSchema>>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email, password: '', invitationToken: token },
  });
  const register = useRegister({ onSuccess: onJoined });
  const { errors } = form.formState;
  const failure = register.error instanceof ApiError ? register.error.serverMessage : register.error?.message;

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => register.mutate(values))}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" autoFocus {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" hint="The invitation was sent to this address.">
        <Input type="email" readOnly {...form.register('email')} />
      </FormField>
      <FormField label="Username" error={errors.username?.message} hint="At least 3 characters: letters, digits, dots, dashes or underscores.">
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>{failure}</AlertTitle>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {register.isPending ? 'Joining...' : `Create account and join ${organizationName}`}
      </Button>
    </form>
  );
}
