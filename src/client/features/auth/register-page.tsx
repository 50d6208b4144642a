import { AuthLayout } from './components/auth-layout.tsx';
import { RegisterForm } from './components/register-form.tsx';

export function RegisterPage() {
  return (
    <AuthLayout title="Create your account" description="Your account comes with its own organization, so your plans stay private to your team.">
      <RegisterForm />
    </AuthLayout>
  );
}
