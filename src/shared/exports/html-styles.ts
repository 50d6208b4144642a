// Inline stylesheet of the HTML export: readable on screen, cleanly paginated on paper.
export const reportCss = `
:root {
  --ink: #1f2933; --muted: #5f6b7a; --line: #d9dee5; --paper: #ffffff; --wash: #f5f7fa; --accent: #1f3a5f;
  --patent: #1d4ed8; --trademark: #7e22ce; --trade_secret: #b45309; --copyright: #047857; --warn: #b42318;
}
* { box-sizing: border-box; }
html { background: var(--wash); }
body { margin: 0; color: var(--ink); font: 15px/1.55 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.report { max-width: 860px; margin: 32px auto; padding: 40px 48px; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; }
h1, h2, h3, h4 { color: var(--accent); line-height: 1.25; margin: 0 0 .5em; }
h1 { font-size: 30px; }
h2 { font-size: 21px; margin-top: 36px; padding-bottom: 6px; border-bottom: 2px solid var(--line); }
h3 { font-size: 17px; }
h4 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 4px; }
p { margin: 0 0 .75em; }
ul, ol { margin: 0 0 .75em; padding-left: 1.4em; }
.eyebrow { text-transform: uppercase; letter-spacing: .08em; font-size: 12px; color: var(--muted); margin-bottom: 4px; }
.meta { color: var(--muted); font-size: 13px; }
.counts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px; list-style: none; padding: 0; margin: 16px 0 0; }
.counts li { border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; background: var(--wash); }
.counts strong { display: block; font-size: 24px; color: var(--accent); }
.rec { border: 1px solid var(--line); border-left: 5px solid var(--type-color, var(--accent)); border-radius: 6px; padding: 16px 20px; margin: 16px 0; }
.rec--patent { --type-color: var(--patent); } .rec--trademark { --type-color: var(--trademark); }
.rec--trade_secret { --type-color: var(--trade_secret); } .rec--copyright { --type-color: var(--copyright); }
.badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 2px 10px; border-radius: 999px; color: #fff; background: var(--type-color, var(--accent)); margin-bottom: 6px; }
.badge--custom { background: var(--accent); }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 6px 16px; margin: 8px 0 12px; }
.facts div { font-size: 13px; } .facts dt { color: var(--muted); } .facts dd { margin: 0; font-weight: 600; }
blockquote { margin: 6px 0; padding: 6px 12px; border-left: 3px solid var(--line); background: var(--wash); font-style: italic; }
.warning { color: var(--warn); }
.next-step { background: var(--wash); border-radius: 6px; padding: 8px 12px; margin-top: 12px; }
.params { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 8px 0 16px; font-size: 14px; }
.params dt { color: var(--muted); } .params dd { margin: 0; white-space: pre-line; }
.phases { display: grid; grid-template-columns: repeat(2, 1fr); gap: 16px; }
.phase { border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; }
.phase h3 span { font-weight: 400; color: var(--muted); font-size: 14px; }
.empty { color: var(--muted); font-style: italic; }
.budget-total { font-size: 22px; font-weight: 700; color: var(--accent); }
table { width: 100%; border-collapse: collapse; font-size: 14px; margin: 12px 0; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--wash); }
td.num, th.num { text-align: right; white-space: nowrap; }
tfoot td { font-weight: 700; border-top: 2px solid var(--line); }
.notes { font-size: 13px; color: var(--muted); }
footer.disclaimer { margin-top: 40px; padding-top: 12px; border-top: 1px solid var(--line); font-size: 12px; color: var(--muted); }
@media (max-width: 640px) {
  .report { margin: 0; padding: 20px; border: 0; border-radius: 0; }
  .counts { grid-template-columns: repeat(2, 1fr); }
  .phases { grid-template-columns: 1fr; }
}
@page { size: A4; margin: 16mm 14mm; }
@media print {
  html, body { background: #fff; }
  body { font-size: 11pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .report { max-width: none; margin: 0; padding: 0; border: 0; }
  h2, h3, h4 { break-after: avoid; page-break-after: avoid; }
  /* Cards are long: let them break between their parts, never inside a part. */
  .rec > .badge, .rec > h3 { break-after: avoid; page-break-after: avoid; }
  .facts, .phase, blockquote, li, tr, .counts, .params, .next-step { break-inside: avoid; page-break-inside: avoid; }
  .section--roadmap { break-before: page; page-break-before: always; }
  thead { display: table-header-group; }
  a { color: inherit; text-decoration: none; }
}
`;
