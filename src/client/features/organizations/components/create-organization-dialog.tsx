import { useState, type FormEvent } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { organizationSizeLabels, organizationSizes, type OrganizationSize, type SubscriptionTier } from '#shared/rules/tiers.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useCreateOrganization } from '../api/create-organization.ts';
import { TierSelect } from './tier-select.tsx';

const empty = { name: '', description: '', industry: '', size: 'startup' as OrganizationSize, subscriptionTier: 'free' as SubscriptionTier };

export const serverMessage = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);

/** Spec section 5: submit disabled while the name is empty or a creation is pending; size startup and tier free by default. */
export function CreateOrganizationDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(empty);
  const create = useCreateOrganization();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: () => {
        toast.success('Organization Created', { description: 'New organization has been successfully created.' });
        setForm(empty);
        setOpen(false);
      },
      onError: (error) => toast.error(`Failed to create organization: ${serverMessage(error)}`),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create Organization
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Organization</DialogTitle>
          <DialogDescription>A new tenant with its own analyses and members. Invite its first admin from Members afterwards.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Name">
            <Input value={form.name} onChange={(e) => set('name', e.target.value)} autoFocus maxLength={120} />
          </FormField>
          <FormField label="Description">
            <Textarea value={form.description} onChange={(e) => set('description', e.target.value)} rows={3} maxLength={1000} />
          </FormField>
          <FormField label="Industry">
            <Input value={form.industry} onChange={(e) => set('industry', e.target.value)} maxLength={100} placeholder="e.g. Robotics" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Size">
              <NativeSelect value={form.size} onChange={(e) => set('size', e.target.value as OrganizationSize)}>
                {organizationSizes.map((size) => (
                  <option key={size} value={size}>
                    {organizationSizeLabels[size]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Subscription tier">
              <TierSelect value={form.subscriptionTier} onValueChange={(tier) => set('subscriptionTier', tier)} />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.name.trim() === '' || create.isPending}>
              {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {create.isPending ? 'Creating...' : 'Create Organization'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
