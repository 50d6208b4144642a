import { WifiOff } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { OFFLINE_NOTICE_TEXT, OFFLINE_NOTICE_TITLE } from '../utils/domain-messages.ts';

/** Said once for the whole panel, instead of the same "offline" source under every row. */
export function OfflineNotice({ reasons }: { reasons: string[] }) {
  return (
    <Alert data-testid="domain-offline-notice">
      <WifiOff aria-hidden="true" />
      <AlertTitle className="leading-snug">{OFFLINE_NOTICE_TITLE}</AlertTitle>
      <AlertDescription>
        <p>{OFFLINE_NOTICE_TEXT}</p>
        <p className="mt-1 text-xs">Server says: {reasons.join('; ')}.</p>
      </AlertDescription>
    </Alert>
  );
}
