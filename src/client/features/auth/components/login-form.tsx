import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import { loginInputSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { useLogin } from '../api/login.ts';
import { PasswordInput } from './password-input.tsx';
import { AuthErrorAlert } from './auth-error-alert.tsx';

function failureMessage(error: Error): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to login';
}

export function LoginForm({ destination }: { destination: string }) {
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { username: '', password: '' } });
  const loginMutation = useLogin(destination);
  const { errors } = form.formState;
  // Stay busy after success too: the page is about to reload at the destination.
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => loginMutation.mutate(values))} className="grid gap-5">
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {loginMutation.error ? <AuthErrorAlert title={failureMessage(loginMutation.error)} /> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        No account yet?{' '}
        <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          Create one
        </Link>
      </p>
    </form>
  );
}
