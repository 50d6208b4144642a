import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { avatarInitial, displayName } from '#client/features/auth/utils/display-name.ts';

/** The account menu's trigger; also shown alone while the menu's code loads, so the bar does not move. */
export function UserMenuButton({ user, ...props }: ComponentProps<typeof Button> & { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <Button variant="ghost" className="h-10 gap-2 px-2" aria-label={`Account menu for ${name}`} {...props}>
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
        {avatarInitial(user)}
      </span>
      <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{name}</span>
      <ChevronDown className="text-muted-foreground" aria-hidden="true" />
    </Button>
  );
}
