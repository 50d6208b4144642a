import { useState } from 'react';
import { LoaderCircle, UserCheck } from 'lucide-react';
import { toast } from 'sonner';
import { canTransition } from '#shared/rules/referrals.ts';
import type { AdminReferral, Lawyer } from '#shared/schemas/referral.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useLawyers } from '../../api/get-lawyers.ts';
import { useReferralSuggestions } from '../../api/get-referral-suggestions.ts';
import { useMatchReferral } from '../../api/match-referral.ts';
import { messageOf } from '../../utils/error-message.ts';

const MAX = 3;

/** Picks one to three lawyers, the directory's suggestions first (by specialization and location). */
export function MatchLawyers({ referral }: { referral: AdminReferral }) {
  const suggestions = useReferralSuggestions(referral.id);
  const directory = useLawyers(false);
  const match = useMatchReferral();
  const [chosen, setChosen] = useState<number[]>(referral.referredLawyers.map((l) => l.id));
  const canMatch = referral.status === 'matched' || canTransition(referral.status, 'matched');
  const reasons = new Map(suggestions.data?.map((s) => [s.lawyer.id, s.reasons]) ?? []);
  const suggestedIds = suggestions.data?.map((s) => s.lawyer.id) ?? [];
  const others = (directory.data ?? []).filter((l) => !reasons.has(l.id));
  const ordered: Lawyer[] = [...(suggestions.data?.map((s) => s.lawyer) ?? []), ...others];
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < MAX ? [...c, id] : c));

  return (
    <section className="grid gap-3" aria-label="Match lawyers">
      <div>
        <h3 className="text-sm font-semibold">Match lawyers</h3>
        <p className="text-xs text-muted-foreground">Choose one to three. The founder sees their contact details and gets them by email.</p>
      </div>
      {suggestions.isPending || directory.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the directory...</p>
      ) : ordered.length === 0 ? (
        <p className="text-sm text-muted-foreground">The directory has no active lawyers yet: add them under Lawyer directory.</p>
      ) : (
        <ul className="grid max-h-64 gap-2 overflow-y-auto">
          {ordered.map((lawyer) => {
            const id = `match-${referral.id}-${lawyer.id}`;
            const checked = chosen.includes(lawyer.id);
            return (
              <li key={lawyer.id} className="flex items-start gap-3 rounded-md border p-2">
                <input
                  id={id}
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={checked}
                  disabled={!canMatch || (!checked && chosen.length >= MAX)}
                  onChange={() => toggle(lawyer.id)}
                />
                <label htmlFor={id} className="grid min-w-0 text-sm">
                  <span className="font-medium">
                    {lawyer.name} <span className="font-normal text-muted-foreground">· {lawyer.firm}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {suggestedIds.includes(lawyer.id) ? `Suggested: ${reasons.get(lawyer.id)!.join(', ')}` : `${lawyer.specializations.join(', ')} · ${lawyer.jurisdictions.join(', ') || 'no jurisdiction'}`}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        className="justify-self-start"
        disabled={!canMatch || chosen.length === 0 || match.isPending}
        onClick={() =>
          match.mutate(
            { id: referral.id, lawyerIds: chosen },
            {
              onSuccess: () => toast.success('Lawyers matched', { description: 'The founder has been told.' }),
              onError: (error) => toast.error('Match failed', { description: messageOf(error) }),
            },
          )
        }
      >
        {match.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
        Match {chosen.length || ''} {chosen.length === 1 ? 'lawyer' : 'lawyers'}
      </Button>
    </section>
  );
}
