import { buildContext } from '#server/engine/context.ts';
import { findNameCandidates } from '#server/engine/detectors/trademark-candidates.ts';
const t = 'Zentrova Inc. ("Zentrova") runs three networks: Zentrova Express, Zentrova Ground and Zentrova Freight carry parcels across the country.';
for (const c of findNameCandidates(buildContext(t))) console.log(c.key, c.markType, c.ownCompany, c.mentions.map((m) => m.surface));
