import { readdirSync, readFileSync } from 'node:fs';
import { buildContext } from '#server/engine/context.ts';
import { findCompanyNames } from '#server/engine/detectors/trademark-company-name.ts';
const dir = '/work/shared/corpus/10k-dev/';
let n = 0;
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).slice(0, 40)) {
  const d = JSON.parse(readFileSync(dir + f, 'utf8'));
  const names = findCompanyNames(buildContext(d.business_text)).map((c) => `${c.name}[${c.how}]`);
  console.log(d.company, '=>', names.join(' | '));
}
