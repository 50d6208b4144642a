import { useSearch } from 'wouter';
import { AuthLayout } from './components/auth-layout.tsx';
import { LoginForm } from './components/login-form.tsx';
import { safeReturnUrl } from './utils/return-url.ts';

export function LoginPage() {
  const returnUrl = new URLSearchParams(useSearch()).get('returnUrl');
  return (
    <AuthLayout title="Sign in to Moatmap" description="Pick up your analyses, projects and implementation plan.">
      <LoginForm destination={safeReturnUrl(returnUrl)} />
    </AuthLayout>
  );
}
