// The plan's HTML export: one self-contained, printable page in the report's style (no scripts, no outside resources).
import type { PlanItem } from '../schemas/plan.ts';
import { escapeHtml } from './html.ts';
import { reportCss } from './html-styles.ts';
import { formatLongDate } from './report-model.ts';
import { PLAN_TITLE, itemsByStatus, planItemFacts, planStatusLabels, planSummary, planTypeLabel, summaryTiles, type PlanExportInput } from './plan-model.ts';

const planCss = `
.progress { height: 8px; border-radius: 999px; background: var(--line); overflow: hidden; margin: 12px 0 0; }
.progress span { display: block; height: 100%; background: var(--accent); }
.status { display: inline-block; font-size: 12px; font-weight: 600; padding: 2px 10px; border-radius: 999px; border: 1px solid var(--line); margin: 0 0 6px 6px; }
.facts .overdue dd { color: var(--warn); }
.item-notes { white-space: pre-line; border-left: 3px solid var(--line); padding: 4px 12px; color: var(--ink); }
`;

function itemHtml(item: PlanItem, today: Date): string {
  // Type and status are the badges above the name.
  const facts = planItemFacts(item, today)
    .slice(2)
    .map((f) => `<div${f.overdue ? ' class="overdue"' : ''}><dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd></div>`)
    .join('');
  const notes = item.notes ? `<h4>Notes</h4><p class="item-notes">${escapeHtml(item.notes)}</p>` : '';
  return `<article class="rec rec--${escapeHtml(item.type)}">
<span class="badge">${escapeHtml(planTypeLabel(item))}</span><span class="status">${escapeHtml(planStatusLabels[item.status])}</span>
<h3>${escapeHtml(item.name)}</h3>
<dl class="facts">${facts}</dl>
<p>${escapeHtml(item.description)}</p>
<p class="next-step"><strong>Next step:</strong> ${escapeHtml(item.nextStep)}</p>
${notes}
</article>`;
}

export function buildPlanHtml(input: PlanExportInput): string {
  const exportedAt = input.exportedAt ?? new Date();
  const summary = planSummary(input);
  const tiles = summaryTiles(summary)
    .map((t) => `<li><strong>${escapeHtml(t.value)}</strong>${escapeHtml(t.label)}</li>`)
    .join('');
  const groups = itemsByStatus(input.items);
  const sections = groups.length
    ? groups
        .map((g) => `<section><h2>${escapeHtml(g.label)} (${g.items.length})</h2>\n${g.items.map((i) => itemHtml(i, exportedAt)).join('\n')}\n</section>`)
        .join('\n')
    : '<p class="empty">The implementation plan is empty.</p>';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PLAN_TITLE)}</title>
<style>${reportCss}${planCss}</style>
</head>
<body>
<main class="report">
<header>
<p class="eyebrow">Moatmap</p>
<h1>${escapeHtml(PLAN_TITLE)}</h1>
<p class="meta">Exported: ${escapeHtml(formatLongDate(exportedAt))}</p>
</header>
<section><h2>Summary</h2><ul class="counts">${tiles}</ul>
<div class="progress" role="img" aria-label="${summary.completionPercent}% complete"><span style="width: ${summary.completionPercent}%"></span></div>
</section>
${sections}
<footer class="disclaimer"><strong>Not legal advice.</strong> Due dates are estimates from typical timelines; confirm filing deadlines with a qualified IP attorney.</footer>
</main>
</body>
</html>
`;
}
