import { analyze } from '#server/engine/analyze.ts';
const plans = {
coffee: `Ridgeway Coffee Roasters
Ridgeway Coffee Roasters is a small-batch coffee roaster in Asheville. We sell whole-bean coffee in 12 oz bags online and to cafés.
Our proprietary roasting profile for each origin took three years to develop; only our head roaster and the two founders know the full profiles, which we keep in a logbook.
Our house blend has a sweet, low-acid finish that customers love.
Tagline: "Proof of cold, in every box."
We plan to open a second café in 2026.`,
heading: `Product and the Invention
Coldtrace Inc. builds a cold-chain sensor that logs temperature every second. The sensor housing is sealed with wax to keep moisture out.
Our tagline is "Proof of cold, in every box."
Our firmware compresses readings 20x so the battery lasts five years, a new method no competitor uses.
We have 2.3 million shipment records from pilot customers that train our spoilage model.`,
defined: `Peloquin Fitness, Inc. ("Peloquin," "we," "our") sells connected rowing machines and a subscription app with live classes. Peloquin's instructors record 40 new classes each week. We're growing fast and we'll launch in Canada next year. Our co-founder Maria Lopez leads design.`,
};
for (const [k, t] of Object.entries(plans)) {
  const r = analyze(t);
  console.log(`== ${k}`);
  for (const rec of r.recommendations) console.log(`  ${rec.likelihood} ${rec.name}`, rec.details.kind === 'trademark' ? JSON.stringify(rec.details.niceClasses.map((c) => c.number)) : '', '| ev:', rec.evidence.length);
}
