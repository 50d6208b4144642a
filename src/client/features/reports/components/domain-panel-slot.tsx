import { DomainPanel } from '#client/features/domains/components/domain-panel.tsx';

/** Where a trademark's domain availability panel goes, in its card and in its details dialog. */
export function DomainPanelSlot({ brand }: { brand: string }) {
  return <DomainPanel brand={brand} />;
}
