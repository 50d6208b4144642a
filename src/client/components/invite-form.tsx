import { useState, type FormEvent } from 'react';
import { Copy, LoaderCircle, MailPlus } from 'lucide-react';
import { toast } from 'sonner';
import { createInvitationInputSchema, type CreateInvitationInput, type InvitationSent, type TeamRole } from '#shared/schemas/team.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

/** When no mail carried the invitation, the admin copies the link and passes it on. */
export function InviteLinkNotice({ sent }: { sent: InvitationSent }) {
  if (!sent.inviteUrl) return null;
  const url = sent.inviteUrl;
  return (
    <Alert>
      <AlertTitle>Copy the invitation link</AlertTitle>
      <AlertDescription className="grid gap-2">
        <span>{sent.message}</span>
        <span className="flex gap-2">
          <Input readOnly value={url} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => toast.success('Link copied'),
                () => toast.error('Copy failed: select the link and copy it.'),
              )
            }
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </span>
      </AlertDescription>
    </Alert>
  );
}

type InviteMutation = { mutate: (input: CreateInvitationInput, options: { onSuccess: (sent: InvitationSent) => void; onError: (error: Error) => void }) => void; isPending: boolean };

/** Email and role; the answer says whether the mail went out or shows the link to copy. */
export function InviteForm({ invite }: { invite: InviteMutation }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<InvitationSent | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createInvitationInputSchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSent(answer);
        setEmail('');
        if (answer.emailed) toast.success('Invitation sent', { description: answer.message });
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.serverMessage : failure.message),
    });
  }

  return (
    <div className="grid gap-3">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start">
        <FormField label="Email address" error={error}>
          <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="colleague@company.com" />
        </FormField>
        <FormField label="Role">
          <NativeSelect value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </NativeSelect>
        </FormField>
        <Button type="submit" className="sm:mt-[1.625rem] sm:h-10" disabled={invite.isPending || email.trim() === ''}>
          {invite.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <MailPlus aria-hidden="true" />}
          Invite
        </Button>
      </form>
      {sent ? <InviteLinkNotice sent={sent} /> : null}
    </div>
  );
}
