// The HTML export: one self-contained, printable document (no scripts, no outside resources).
import type { FeeBudget } from '../rules/fee-budget.ts';
import type { Recommendation } from '../schemas/analysis.ts';
import { reportCss } from './html-styles.ts';
import {
  REPORT_DISCLAIMER,
  budgetRows,
  reportBudget,
  reportBudgetHeadline,
  budgetTotal,
  countTiles,
  customParameterLines,
  formatLongDate,
  recommendationDetails,
  recommendationFacts,
  reportPhases,
  reportStrategy,
  reportTitle,
  typeLabel,
  type ReportInput,
} from './report-model.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every piece of user or engine text goes through this: the title and the plan's quotes are user input. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => entities[c]!);
}

const list = (items: readonly string[], tag: 'ul' | 'ol' = 'ul', cls = '') =>
  `<${tag}${cls ? ` class="${cls}"` : ''}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`;

function recommendationHtml(rec: Recommendation, budget: FeeBudget): string {
  const facts = recommendationFacts(rec, budget)
    .slice(1)
    .map((f) => `<div><dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd></div>`)
    .join('');
  const evidence = rec.evidence.length
    ? `<h4>Evidence from the plan</h4>${rec.evidence.map((e) => `<blockquote>&ldquo;${escapeHtml(e.text)}&rdquo;</blockquote>`).join('')}`
    : '';
  const details = recommendationDetails(rec)
    .map((d) => `<h4${d.warning ? ' class="warning"' : ''}>${escapeHtml(d.label)}</h4>${list(d.items, 'ul', d.warning ? 'warning' : '')}`)
    .join('');
  return `<article class="rec rec--${escapeHtml(rec.type)}">
<span class="badge">${escapeHtml(typeLabel(rec))}</span>
<h3>${escapeHtml(rec.name)}</h3>
<dl class="facts">${facts}</dl>
<p>${escapeHtml(rec.description)}</p>
${rec.rationale.length ? `<h4>Rationale</h4>${list(rec.rationale)}` : ''}
${evidence}
${details}
<p class="next-step"><strong>Next step:</strong> ${escapeHtml(rec.nextStep)}</p>
</article>`;
}

function roadmapHtml(input: ReportInput): string {
  const { strategy, custom } = reportStrategy(input);
  const params = customParameterLines(input)
    .map((p) => `<dt>${escapeHtml(p.label)}</dt><dd>${escapeHtml(p.value)}</dd>`)
    .join('');
  const intro = custom
    ? `<p><span class="badge badge--custom">Custom Strategy</span></p>
<p>This roadmap was tailored to the parameters below and replaces the original one.</p>
<dl class="params">${params}</dl>`
    : '';
  const phaseBlocks = reportPhases
    .map((phase) => {
      const actions = strategy[phase.key];
      const body = actions.length ? list(actions, 'ol') : '<p class="empty">No actions in this phase.</p>';
      return `<div class="phase"><h3>${escapeHtml(phase.label)} <span>${escapeHtml(phase.window)}</span></h3>${body}</div>`;
    })
    .join('');
  return `<section class="section--roadmap"><h2>Protection Roadmap</h2>${intro}<div class="phases">${phaseBlocks}</div></section>`;
}

function budgetHtml(input: ReportInput): string {
  const { custom } = reportStrategy(input);
  const rows = budgetRows(input)
    .map((r) => `<tr><td>${escapeHtml(r.label)}</td><td class="num">${escapeHtml(r.low)}</td><td class="num">${escapeHtml(r.high)}</td><td>${escapeHtml(r.source)}</td></tr>`)
    .join('');
  const total = budgetTotal(input);
  const table = rows
    ? `<h3>Fees and typical costs for the findings</h3>
<table><thead><tr><th>Item</th><th class="num">Low</th><th class="num">High</th><th>Source</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td>Total</td><td class="num">${escapeHtml(total.low)}</td><td class="num">${escapeHtml(total.high)}</td><td></td></tr></tfoot></table>`
    : '';
  return `<section class="section--budget"><h2>Estimated Budget</h2>
<p class="meta">${custom ? 'Custom strategy estimate' : 'Estimate for the recommended roadmap'}</p>
<p class="budget-total">${escapeHtml(reportBudgetHeadline(input))}</p>${table}</section>`;
}

export function buildReportHtml(input: ReportInput): string {
  const title = reportTitle(input);
  const { result } = input;
  const counts = countTiles(result)
    .map((c) => `<li><strong>${escapeHtml(c.value)}</strong>${escapeHtml(c.label)}</li>`)
    .join('');
  const recs = result.recommendations.length
    ? result.recommendations.map((rec) => recommendationHtml(rec, reportBudget(input))).join('\n')
    : '<p class="empty">The plan supports no recommendation.</p>';
  const notes = result.notes.length ? `<section class="notes"><h4>Notes</h4>${list(result.notes)}</section>` : '';
  const exported = formatLongDate(input.exportedAt ?? new Date());
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>IP Analysis: ${escapeHtml(title)}</title>
<style>${reportCss}</style>
</head>
<body>
<main class="report">
<header>
<p class="eyebrow">Moatmap IP Analysis</p>
<h1>${escapeHtml(title)}</h1>
<p class="meta">Analysis date: ${escapeHtml(formatLongDate(input.analysisDate))} &middot; Exported: ${escapeHtml(exported)} &middot; Engine ${escapeHtml(result.engineVersion)}</p>
</header>
<section><h2>Summary</h2><p>${escapeHtml(result.summary)}</p><ul class="counts">${counts}</ul></section>
<section><h2>Recommendations</h2>
${recs}
</section>
${roadmapHtml(input)}
${budgetHtml(input)}
${notes}
<footer class="disclaimer"><strong>Not legal advice.</strong> ${escapeHtml(REPORT_DISCLAIMER)}</footer>
</main>
</body>
</html>
`;
}
