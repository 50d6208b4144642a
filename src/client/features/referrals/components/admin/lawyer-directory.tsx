import { useState, type FormEvent } from 'react';
import { Pencil, Plus, RotateCcw, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { ipTypeLabels, referralIpTypes, type ReferralIpType } from '#shared/rules/referrals.ts';
import { lawyerInputSchema, type Lawyer } from '#shared/schemas/referral.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useLawyers } from '../../api/get-lawyers.ts';
import { useSaveLawyer } from '../../api/save-lawyer.ts';
import { messageOf } from '../../utils/error-message.ts';

type Draft = { name: string; firm: string; email: string; phone: string; specializations: ReferralIpType[]; jurisdictions: string; notes: string };
const emptyDraft: Draft = { name: '', firm: '', email: '', phone: '', specializations: [], jurisdictions: '', notes: '' };
const draftOf = (l: Lawyer): Draft => ({ ...l, phone: l.phone ?? '', notes: l.notes ?? '', specializations: l.specializations as ReferralIpType[], jurisdictions: l.jurisdictions.join(', ') });

function LawyerDialog({ lawyer, onClose }: { lawyer: Lawyer | 'new'; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(lawyer === 'new' ? emptyDraft : draftOf(lawyer));
  const [error, setError] = useState<string>();
  const save = useSaveLawyer();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...draft, jurisdictions: draft.jurisdictions.split(',').map((j) => j.trim()).filter(Boolean) };
    const parsed = lawyerInputSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    save.mutate(
      { id: lawyer === 'new' ? undefined : lawyer.id, input },
      {
        onSuccess: (saved) => {
          toast.success(lawyer === 'new' ? 'Lawyer added' : 'Lawyer updated', { description: `${saved.name}, ${saved.firm}` });
          onClose();
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{lawyer === 'new' ? 'Add a lawyer' : `Edit ${lawyer.name}`}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Name">
              <Input value={draft.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField label="Firm">
              <Input value={draft.firm} onChange={(e) => set('firm', e.target.value)} />
            </FormField>
            <FormField label="Email">
              <Input type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} />
            </FormField>
            <FormField label="Phone">
              <Input type="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Specializations</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {referralIpTypes.map((t) => (
                <label key={t} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={draft.specializations.includes(t)}
                    onChange={(e) => set('specializations', e.target.checked ? [...draft.specializations, t] : draft.specializations.filter((s) => s !== t))}
                  />
                  {ipTypeLabels[t]}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label="Jurisdictions" hint="Comma separated, e.g. California, US, EU">
            <Input value={draft.jurisdictions} onChange={(e) => set('jurisdictions', e.target.value)} />
          </FormField>
          <FormField label="Notes">
            <Textarea rows={2} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
          {error ? <p className="text-sm text-destructive" role="alert">{error}</p> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {lawyer === 'new' ? 'Add lawyer' : 'Save lawyer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The directory matches are made from: add, edit, retire (and reinstate). */
export function LawyerDirectory() {
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<Lawyer | 'new' | null>(null);
  const lawyers = useLawyers(showRetired);
  const save = useSaveLawyer();
  const setActive = (l: Lawyer, active: boolean) =>
    save.mutate(
      { id: l.id, input: { active } },
      { onSuccess: () => toast.success(active ? 'Lawyer reinstated' : 'Lawyer retired', { description: l.name }), onError: (e) => toast.error('Update failed', { description: messageOf(e) }) },
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <Switch checked={showRetired} onCheckedChange={setShowRetired} aria-label="Show retired lawyers" />
          Show retired lawyers
        </label>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add lawyer
        </Button>
      </div>
      <Card>
        {lawyers.isPending ? null : (lawyers.data ?? []).length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No lawyers in the directory yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Lawyer directory">
            {lawyers.data!.map((l) => (
              <li key={l.id} className="grid gap-2 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] md:items-center">
                <div className="min-w-0">
                  <p className="font-medium">
                    {l.name} {l.active ? null : <Badge variant="outline">Retired</Badge>}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {l.firm} · {l.email}
                    {l.phone ? ` · ${l.phone}` : ''}
                  </p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {l.specializations.map((s) => ipTypeLabels[s as ReferralIpType] ?? s).join(', ')}
                  {l.jurisdictions.length ? ` · ${l.jurisdictions.join(', ')}` : ''}
                </p>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(l)} aria-label={`Edit ${l.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => setActive(l, !l.active)} aria-label={`${l.active ? 'Retire' : 'Reinstate'} ${l.name}`}>
                    {l.active ? <UserX aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                    {l.active ? 'Retire' : 'Reinstate'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {editing ? <LawyerDialog lawyer={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
