import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { analysisCompleteMail } from '../../lib/mail/templates/analysis-complete.ts';
import { findUser, getPreferences } from './settings.repository.ts';

function describeCounts({ patents, trademarks, tradeSecrets, copyrights }: AnalysisResult['counts']): string {
  const parts = [
    [patents, 'patent'],
    [trademarks, 'trademark'],
    [tradeSecrets, 'trade secret'],
    [copyrights, 'copyright'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, label]) => `${n} ${label} opportunit${n === 1 ? 'y' : 'ies'}`);
  return parts.length ? parts.join(', ') : 'no clear IP protection opportunities';
}

/**
 * The reportGeneration notification: when the user keeps it on and mail is configured, mails a link to the
 * finished report. Never throws: the analysis is saved and answered whatever happens to the mail.
 */
export async function notifyAnalysisComplete(
  deps: { db: Db; mailer: Mailer; log?: { warn(obj: object, msg: string): void } },
  input: { userId: number; businessPlanId: number; title: string; counts: AnalysisResult['counts']; appUrl: string },
): Promise<void> {
  try {
    if (!deps.mailer.configured) return;
    const { reportGeneration } = await getPreferences(deps.db, input.userId);
    if (!reportGeneration) return;
    const user = await findUser(deps.db, input.userId);
    if (!user) return;
    const mail = analysisCompleteMail({
      name: user.firstName ?? user.username,
      title: input.title,
      counts: describeCounts(input.counts),
      reportUrl: `${input.appUrl}/analysis/${input.businessPlanId}`,
    });
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    deps.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'analysis notification failed');
  }
}
