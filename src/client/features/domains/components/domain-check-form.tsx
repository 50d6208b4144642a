import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useCheckDomainNow } from '../api/check-domain.ts';
import { domainPreview, failureReason, inputProblemOf, parseDomainInput, type CustomCheck } from '../utils/custom-checks.ts';
import { checkFailedToast } from '../utils/domain-messages.ts';

type DomainCheckFormProps = {
  /** The brand's domain label, for the placeholder. */
  example: string;
  onChecked: (check: CustomCheck) => void;
};

/** Spec section 5: the button stays disabled while the input is empty; a name without a dot is checked on .com. */
export function DomainCheckForm({ example, onChecked }: DomainCheckFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckDomainNow();
  const empty = value.trim() === '';
  const preview = domainPreview(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || check.isPending) return;
    const parsed = parseDomainInput(value);
    if (parsed.problem !== null) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    check.mutate(parsed.domain, {
      onSuccess: (result) => onChecked({ domain: result.domain, outcome: 'answered', result }),
      onError: (error) => {
        const inputProblem = inputProblemOf(error);
        if (inputProblem) {
          setProblem(inputProblem);
          return;
        }
        toast.error(checkFailedToast.title, { id: 'domain-check-failed', description: checkFailedToast.description });
        onChecked({ domain: parsed.domain, outcome: 'failed', reason: failureReason(error) });
      },
    });
  }

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-domain`}>Check another domain</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-domain`}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          placeholder={`e.g. ${example}.io or ${example}`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          className="h-9"
        />
        <Button type="submit" disabled={empty || check.isPending}>
          {check.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          {check.isPending ? 'Checking...' : 'Check'}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {preview ? (
            <>
              Checks <span className="break-all">{preview}</span>
            </>
          ) : (
            'A name without a dot is checked on .com.'
          )}
        </p>
      )}
    </form>
  );
}
