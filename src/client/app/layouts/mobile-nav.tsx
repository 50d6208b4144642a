import { useState } from 'react';
import { Menu } from 'lucide-react';
import { BrandLink } from '#client/components/brand.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '#client/components/ui/sheet.tsx';
import { NavList } from './nav-list.tsx';

/** The navigation drawer for screens narrower than the desktop sidebar breakpoint. */
export function MobileNav({ superAdmin }: { superAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation menu">
          <Menu aria-hidden="true" />
        </Button>
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
