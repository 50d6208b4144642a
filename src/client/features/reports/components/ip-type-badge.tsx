import type { IpType } from '#shared/schemas/analysis.ts';
import { ipTypeLabels } from '#shared/rules/ratings.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { ipTypeStyle } from './ip-type-style.ts';

export function IpTypeBadge({ type, className }: { type: IpType; className?: string }) {
  return (
    <Badge variant="outline" data-ip-type={type} className={cn(ipTypeStyle[type].badge, className)}>
      {ipTypeLabels[type]}
    </Badge>
  );
}
