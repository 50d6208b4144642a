import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Sparkles } from 'lucide-react';
import {
  COMPANY_NAME_MAX,
  customStrategyParametersSchema,
  defaultCustomStrategyParameters,
  type CustomStrategyParameters,
  type CustomStrategyParametersInput,
} from '#shared/schemas/custom-strategy.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import { CompanyFields, FlagFields, FreeTextFields, IntensityField } from './custom-strategy-fields.tsx';

type CustomStrategyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The parameters of the saved custom strategy, else the spec's defaults. */
  initial: CustomStrategyParameters | null;
  /** True while the strategy is being saved: the button reads "Generating Strategy..." and is disabled. */
  generating: boolean;
  onSubmit: (params: CustomStrategyParameters) => void;
};

export function CustomStrategyDialog({ open, onOpenChange, initial, generating, onSubmit }: CustomStrategyDialogProps) {
  const { data: user } = useCurrentUser();
  // A first strategy starts from the spec's defaults with the company the account was registered with.
  const companyName = (user?.company?.trim() || user?.organization.name.trim() || '').slice(0, COMPANY_NAME_MAX);
  const defaults = { ...defaultCustomStrategyParameters, companyName };
  return (
    <Dialog open={open} onOpenChange={(next) => (generating ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create a Custom Strategy</DialogTitle>
          <DialogDescription>
            Tell us about your company and priorities. The roadmap is rebuilt from this analysis&apos;s recommendations and replaces the original
            one in the report.
          </DialogDescription>
        </DialogHeader>
        {open ? <CustomStrategyForm initial={initial ?? defaults} defaults={defaults} generating={generating} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type CustomStrategyFormProps = {
  initial: CustomStrategyParameters;
  defaults: CustomStrategyParameters;
  generating: boolean;
  onSubmit: (params: CustomStrategyParameters) => void;
};

function CustomStrategyForm({ initial, defaults, generating, onSubmit }: CustomStrategyFormProps) {
  const form = useForm<CustomStrategyParametersInput, unknown, CustomStrategyParameters>({
    resolver: zodResolver(customStrategyParametersSchema),
    defaultValues: initial,
  });
  const intensity = useWatch({ control: form.control, name: 'competitiveIntensity' }) ?? initial.competitiveIntensity;
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <CompanyFields register={form.register} errors={errors} />
      <IntensityField register={form.register} value={intensity} />
      <Separator />
      <FlagFields control={form.control} />
      <Separator />
      <FreeTextFields register={form.register} errors={errors} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => form.reset(defaults)} disabled={generating}>
          Reset to defaults
        </Button>
        <Button type="submit" disabled={generating}>
          {generating ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {generating ? 'Generating Strategy...' : 'Generate Strategy'}
        </Button>
      </DialogFooter>
    </form>
  );
}
