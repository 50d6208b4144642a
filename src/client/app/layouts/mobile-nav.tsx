import { useState } from 'react';
import { BrandLink } from '#client/components/brand.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '#client/components/ui/sheet.tsx';
import { MobileNavButton } from './mobile-nav-button.tsx';
import { NavList } from './nav-list.tsx';

/** The navigation drawer for screens narrower than the desktop sidebar breakpoint. */
export function MobileNav({ superAdmin, initialOpen = false }: { superAdmin: boolean; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileNavButton />
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetHeader className="border-b">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Pages of Moatmap</SheetDescription>
          <BrandLink className="w-fit" />
        </SheetHeader>
        <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
          <NavList superAdmin={superAdmin} onNavigate={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
