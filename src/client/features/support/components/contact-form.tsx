import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { toast } from 'sonner';
import { contactFormSchema, type ContactFormInput } from '#shared/schemas/support.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { FormField } from '#client/components/form-field.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { displayName } from '#client/features/auth/utils/display-name.ts';
import { useSubmitTicket } from '../api/submit-ticket.ts';

const empty: ContactFormInput = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const { data: user } = useCurrentUser();
  const form = useForm<ContactFormInput>({ resolver: zodResolver(contactFormSchema), defaultValues: empty });
  const submit = useSubmitTicket();
  const { errors } = form.formState;

  // Signed in: who is writing is already known.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name')) form.setValue('name', displayName(user));
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast.success('Question Submitted', { description: 'Our team will respond to your inquiry within 24 hours.' });
        form.reset({ ...empty, name: values.name, email: values.email });
      },
      onError: (err) => toast.error('Error', { description: err instanceof ApiError ? err.serverMessage : 'Failed to send your question. Please try again.' }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Contact support">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" required {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register('email')} />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input required {...form.register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} required {...form.register('message')} />
      </FormField>
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send question
        </Button>
      </div>
    </form>
  );
}
