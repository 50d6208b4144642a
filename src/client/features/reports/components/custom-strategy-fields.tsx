import { useId } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import {
  COMPANY_NAME_MAX,
  COMPETITIVE_INTENSITY_MAX,
  COMPETITIVE_INTENSITY_MIN,
  COMPETITIVE_INTENSITY_STEP,
  FREE_TEXT_MAX,
  approachFlags,
  budgetLevelOptions,
  companySizeOptions,
  industryOptions,
  priorityFlags,
  strategyTimelineOptions,
  type CustomStrategyParameters,
  type CustomStrategyParametersInput,
  type Option,
} from '#shared/schemas/custom-strategy.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

type Register = UseFormRegister<CustomStrategyParametersInput>;
type FormControl = Control<CustomStrategyParametersInput, unknown, CustomStrategyParameters>;
type SelectField = 'industry' | 'companySize' | 'timeline' | 'budget';
type FlagField = (typeof priorityFlags)[number]['key'] | (typeof approachFlags)[number]['key'];

const selects: { name: SelectField; label: string; options: Option<string>[] }[] = [
  { name: 'industry', label: 'Industry', options: industryOptions },
  { name: 'companySize', label: 'Company size', options: companySizeOptions },
  { name: 'timeline', label: 'Timeline', options: strategyTimelineOptions },
  { name: 'budget', label: 'Budget', options: budgetLevelOptions },
];

export function CompanyFields({ register, errors }: { register: Register; errors: Partial<Record<string, { message?: string }>> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Company name" error={errors.companyName?.message} className="sm:col-span-2">
        <Input autoComplete="organization" maxLength={COMPANY_NAME_MAX} {...register('companyName')} />
      </FormField>
      {selects.map((select) => (
        <FormField key={select.name} label={select.label}>
          <NativeSelect {...register(select.name)}>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ))}
    </div>
  );
}

export function IntensityField({ register, value }: { register: Register; value: number }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>Competitive intensity</Label>
        <output htmlFor={id} className="text-sm font-medium tabular-nums">
          {value}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={COMPETITIVE_INTENSITY_MIN}
        max={COMPETITIVE_INTENSITY_MAX}
        step={COMPETITIVE_INTENSITY_STEP}
        aria-valuetext={`${value}%`}
        className="w-full accent-primary"
        {...register('competitiveIntensity', { valueAsNumber: true })}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>Low</span>
        <span>High</span>
      </div>
    </div>
  );
}

function FlagSwitch({ control, name, label }: { control: FormControl; name: FlagField; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={id} checked={!!field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
      />
    </div>
  );
}

export function FlagFields({ control }: { control: FormControl }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Prioritize</legend>
        {priorityFlags.map((flag) => (
          <FlagSwitch key={flag.key} control={control} name={flag.key} label={flag.label} />
        ))}
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">Approach</legend>
        {approachFlags.map((flag) => (
          <FlagSwitch key={flag.key} control={control} name={flag.key} label={flag.label} />
        ))}
      </fieldset>
    </div>
  );
}

const freeTextFields = [
  { name: 'businessGoals', label: 'Business goals', placeholder: 'e.g. raise a seed round next year, license the technology' },
  { name: 'existingIP', label: 'Existing IP', placeholder: 'Patents, registrations or applications you already have' },
  { name: 'competitorInfo', label: 'Competitors', placeholder: 'Who you compete with and what they protect' },
] as const;

export function FreeTextFields({ register, errors }: { register: Register; errors: Partial<Record<string, { message?: string }>> }) {
  return (
    <div className="grid gap-4">
      {freeTextFields.map((field) => (
        <FormField key={field.name} label={field.label} error={errors[field.name]?.message}>
          <Textarea rows={2} maxLength={FREE_TEXT_MAX} placeholder={field.placeholder} {...register(field.name)} />
        </FormField>
      ))}
    </div>
  );
}
