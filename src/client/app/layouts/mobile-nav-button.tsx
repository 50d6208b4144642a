import type { ComponentProps } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** The drawer's trigger; also shown alone while the drawer's code loads, so the bar does not move. */
export function MobileNavButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation menu" {...props}>
      <Menu aria-hidden="true" />
    </Button>
  );
}
