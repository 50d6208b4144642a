import type { ComponentProps } from 'react';
import { subscriptionTiers, tierLabels, type SubscriptionTier } from '#shared/rules/tiers.ts';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

type TierSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange' | 'children'> & {
  value: SubscriptionTier;
  onValueChange: (tier: SubscriptionTier) => void;
};

/** The subscription tier picker of the create and manage dialogs. */
export function TierSelect({ value, onValueChange, ...props }: TierSelectProps) {
  return (
    <NativeSelect {...props} value={value} onChange={(e) => onValueChange(e.target.value as SubscriptionTier)}>
      {subscriptionTiers.map((tier) => (
        <option key={tier} value={tier}>
          {tierLabels[tier]}
        </option>
      ))}
    </NativeSelect>
  );
}
