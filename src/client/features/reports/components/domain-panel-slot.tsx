/**
 * Where a trademark's domain availability panel goes, in its card and in its details dialog.
 * The domains feature (src/client/features/domains/) renders its panel from here once it exists;
 * until then there is nothing to show.
 */
export function DomainPanelSlot(_props: { brand: string }) {
  return null;
}
