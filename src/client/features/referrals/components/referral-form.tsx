import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  budgetLabels,
  businessTypeLabels,
  contactPreferenceLabels,
  ipTypeLabels,
  referralBudgets,
  referralBusinessTypes,
  referralContactPreferences,
  referralIpTypes,
  referralUrgencies,
  urgencyLabels,
} from '#shared/rules/referrals.ts';
import { createReferralInputSchema } from '#shared/schemas/referral.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useCreateReferral } from '../api/create-referral.ts';
import type { ReferralPrefill } from '../utils/prefill.ts';

type FormValues = z.input<typeof createReferralInputSchema>;

function Options({ values, labels, placeholder }: { values: readonly string[]; labels: Record<string, string>; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </>
  );
}

// Selects start on their "Select..." option (an empty value), which the schema answers with the spec's message.
const blank = {
  ipType: '',
  urgency: '',
  budget: '',
  businessType: '',
  contactPreference: '',
  description: '',
  preferredLocation: '',
  specificRequirements: '',
} as unknown as FormValues;

/** The spec's form (section 5): every option and message; priority is the server's to decide. */
export function ReferralForm({ prefill }: { prefill: ReferralPrefill }) {
  const form = useForm<FormValues, unknown, z.output<typeof createReferralInputSchema>>({
    resolver: zodResolver(createReferralInputSchema),
    defaultValues: { ...blank, ...(prefill.ipType ? { ipType: prefill.ipType } : {}), description: prefill.description ?? '', recommendationId: prefill.recommendationId },
  });
  const create = useCreateReferral();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success('Request Submitted', { description: "We'll contact you soon." });
        form.reset(blank);
      },
      onError: () => toast.error('Error', { description: 'Failed to submit your request. Please try again.' }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="IP type" error={errors.ipType?.message}>
          <NativeSelect {...form.register('ipType')}>
            <Options values={referralIpTypes} labels={ipTypeLabels} placeholder="Select an IP type" />
          </NativeSelect>
        </FormField>
        <FormField label="Urgency" error={errors.urgency?.message}>
          <NativeSelect {...form.register('urgency')}>
            <Options values={referralUrgencies} labels={urgencyLabels} placeholder="Select urgency" />
          </NativeSelect>
        </FormField>
        <FormField label="Budget" error={errors.budget?.message}>
          <NativeSelect {...form.register('budget')}>
            <Options values={referralBudgets} labels={budgetLabels} placeholder="Select budget range" />
          </NativeSelect>
        </FormField>
        <FormField label="Business type" error={errors.businessType?.message}>
          <NativeSelect {...form.register('businessType')}>
            <Options values={referralBusinessTypes} labels={businessTypeLabels} placeholder="Select business type" />
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Describe what you need" error={errors.description?.message} hint="At least 10 characters. What should the lawyer know?">
        <Textarea rows={6} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Preferred location" error={errors.preferredLocation?.message}>
          <Input placeholder="e.g. San Francisco, California" {...form.register('preferredLocation')} />
        </FormField>
        <FormField label="Contact preference" error={errors.contactPreference?.message}>
          <NativeSelect {...form.register('contactPreference')}>
            <Options values={referralContactPreferences} labels={contactPreferenceLabels} placeholder="Select contact preference" />
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Specific requirements (optional)" error={errors.specificRequirements?.message}>
        <Textarea rows={2} placeholder="Languages, industry experience, fee arrangements..." {...form.register('specificRequirements')} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {create.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
