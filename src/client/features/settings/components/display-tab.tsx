import { SettingsSection } from './settings-section.tsx';
import { PreferenceList, type PreferenceItem } from './preference-list.tsx';

const items: PreferenceItem[] = [
  { key: 'darkMode', label: 'Dark mode', description: 'Light text on a dark background. Also remembered on this device before you sign in.' },
  { key: 'compactLayout', label: 'Compact layout', description: 'Tighter spacing and slightly smaller text, to fit more on the screen.' },
  { key: 'highContrast', label: 'High contrast', description: 'Black and white with strong borders: text meets WCAG AAA contrast.' },
];

export function DisplayTab() {
  return (
    <SettingsSection title="Display" description="Saved to your account and applied on every device you sign in on.">
      <PreferenceList items={items} savedMessage="Your display settings have been saved." />
    </SettingsSection>
  );
}
