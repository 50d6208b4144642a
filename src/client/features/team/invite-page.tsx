import { Link, useLocation, useParams } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import { ApiError } from '#client/lib/api-client.ts';
import { PageLoading } from '#client/components/page-loading.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AuthLayout } from '#client/features/auth/components/auth-layout.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { useLogout } from '#client/features/auth/api/logout.ts';
import { loginUrlFor } from '#client/features/auth/utils/return-url.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { useInvitationPreview } from './api/get-invitation-preview.ts';
import { InviteRegisterForm } from './components/invite-register-form.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** /invite/{token}: see whose invitation it is, then join by registering or, signed in, with one click. */
export function InvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const preview = useInvitationPreview(token);
  const { data: user, isPending: userPending } = useCurrentUser();
  const accept = useAcceptInvitation({ onSuccess: () => navigate('/') });
  const logout = useLogout();

  if (preview.isPending || userPending) return <PageLoading className="min-h-dvh" />;
  if (preview.isError) {
    const message = preview.error instanceof ApiError ? preview.error.serverMessage : preview.error.message;
    return (
      <AuthLayout title="Invitation not valid" description="This link cannot be used.">
        <Alert variant="destructive">
          <AlertTitle>{message}</AlertTitle>
        </Alert>
        <p className="mt-6 text-sm">
          <Link href="/" className={linkClass}>
            Go to Moatmap
          </Link>
        </p>
      </AuthLayout>
    );
  }
  const invitation = preview.data;
  const as = invitation.role === 'admin' ? 'an admin' : 'a member';
  const description = `${invitation.invitedBy ?? 'An administrator'} invited ${invitation.email} to join as ${as}. You will share its analyses and projects.`;

  if (user) {
    const failure = accept.error instanceof ApiError ? accept.error.serverMessage : accept.error?.message;
    return (
      <AuthLayout title={`Join ${invitation.organizationName}`} description={description}>
        <div className="grid gap-4">
          <p className="text-sm">
            You are signed in as <span className="font-medium">{user.username}</span> ({user.email}), a member of {user.organization.name}. Joining moves
            your account to {invitation.organizationName}; your implementation plan comes with you, the analyses of {user.organization.name} stay there.
          </p>
          {failure ? (
            <Alert variant="destructive">
              <AlertTitle>{failure}</AlertTitle>
            </Alert>
          ) : null}
          <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
            {accept.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Join {invitation.organizationName}
          </Button>
          <Button variant="outline" onClick={() => logout.mutate()}>
            Sign out and use another account
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={`Join ${invitation.organizationName}`} description={description}>
      <Alert className="mb-6">
        <AlertTitle>Already have an account?</AlertTitle>
        <AlertDescription>
          <Link href={loginUrlFor(`/invite/${token}`)} className={linkClass}>
            Sign in
          </Link>{' '}
          with {invitation.email} and come back to this link to join.
        </AlertDescription>
      </Alert>
      <InviteRegisterForm token={token} email={invitation.email} organizationName={invitation.organizationName} onJoined={() => navigate('/')} />
    </AuthLayout>
  );
}
