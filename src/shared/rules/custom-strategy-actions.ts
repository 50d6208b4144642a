// The texts of the custom roadmap (spec section 9, "Custom roadmap rules"). The spec names which
// industries, sizes and flags add fixed actions but not the texts: these are ours, checked against
// IP-KNOWLEDGE.md (fees, priority windows, novelty rules).
import type { Recommendation } from '../schemas/analysis.ts';
import type { CompanySize, Industry } from '../schemas/custom-strategy.ts';
import type { PhaseKey } from './ratings.ts';

export type PhasedActions = Partial<Record<PhaseKey, readonly string[]>>;

export const industryActions: Partial<Record<Industry, PhasedActions>> = {
  technology: {
    immediate: ['Have every developer and contractor sign confidentiality and IP assignment agreements'],
    shortTerm: ['Audit open-source licences in the codebase for obligations that conflict with proprietary use'],
  },
  healthcare: {
    immediate: ['File patent applications before clinical, regulatory or conference disclosures make the invention public'],
    mediumTerm: ['Evaluate patent term extension and regulatory exclusivity for products under FDA review'],
  },
  retail: {
    immediate: ['Secure domain names and social media handles that match each brand name'],
    mediumTerm: ['Protect distinctive packaging and store design as trade dress'],
  },
};

export const companySizeActions: Partial<Record<CompanySize, PhasedActions>> = {
  startup: {
    immediate: ['Confirm in writing that the founders have assigned all their IP to the company'],
    shortTerm: ['Claim small or micro entity status where eligible to cut USPTO patent fees by 60% or 80%'],
  },
  growth: {
    shortTerm: ['Introduce an invention disclosure process so employees report new inventions'],
    mediumTerm: ['Keep an IP register of filings, owners and renewal deadlines'],
  },
  enterprise: {
    mediumTerm: ['Set up an IP committee that reviews invention disclosures and the portfolio every quarter'],
    longTerm: ['Audit the IP portfolio every year and drop filings that no longer support the business'],
  },
};

export const internationalActions: PhasedActions = {
  immediate: ['Keep inventions confidential until filed: Europe and China require absolute novelty'],
  shortTerm: [
    'File international trademark applications under the Madrid Protocol within 6 months of the first filing to keep its priority date',
  ],
  mediumTerm: ['File PCT application within 12 months of the priority date to preserve international patent rights'],
  longTerm: ['Enter the PCT national phase in each target country by 30 months from the priority date'],
};

export const defensiveActions: PhasedActions = {
  immediate: ['Keep dated records of development work (commits, lab notebooks) to prove independent creation and prior use'],
  shortTerm: ["Set up monitoring of competitors' patent and trademark filings"],
  mediumTerm: ['Obtain a freedom-to-operate opinion before launching new products'],
  longTerm: ['Publish improvements you will not patent as defensive publications so others cannot patent them'],
};

export const offensiveActions: PhasedActions = {
  shortTerm: ['Monitor the market for products and names that infringe your patents and trademarks'],
  mediumTerm: ['Agree an enforcement procedure with IP counsel, from cease-and-desist letters to litigation'],
  longTerm: [
    "Keep a continuation application pending to claim competitors' design-arounds",
    'Identify licensing opportunities for the portfolio with competitors and adjacent markets',
  ],
};

const typePrefix = /^\s*(?:patent|trademark|trade[\s_-]?secret|copyright)\s*[:\-\u2013\u2014]\s*/i;

/** What a finding protects, without the "Trademark: " style prefix of its name. */
export function findingSubject(rec: Recommendation): string {
  const details = rec.details;
  const fromDetails =
    details.kind === 'trademark' ? details.mark : details.kind === 'patent' || details.kind === 'trade_secret' ? details.subject : '';
  const subject = fromDetails.trim() || rec.name.replace(typePrefix, '').trim();
  return subject || rec.name.trim();
}

/** Items 1-3: the spec's phrasing by type. */
export function immediateAction(rec: Recommendation): string {
  const subject = findingSubject(rec);
  switch (rec.type) {
    case 'patent':
      if (rec.details.kind === 'patent' && rec.details.publicDisclosure)
        return `File provisional patent for ${subject} now: it was already disclosed, and the US grace period ends 12 months after that`;
      return `File provisional patent for ${subject} before any public demo, publication or sale`;
    case 'trademark':
      return `Register trademark for ${subject}`;
    case 'trade_secret':
      return `Implement confidentiality measures for ${subject}`;
    case 'copyright':
      return `Register copyright for ${subject}`;
  }
}

/**
 * Items 4 and later: lower priority, so the patent and trademark texts start with the groundwork
 * (patentability, clearance) that decides whether the filing is worth its cost; a copyright
 * registration is cheap enough to do rather than assess.
 */
export function laterAction(rec: Recommendation): string {
  const subject = findingSubject(rec);
  switch (rec.type) {
    case 'patent':
      return `Assess patentability and file a patent application for ${subject}`;
    case 'trademark':
      return `Run a clearance search and file a trademark application for ${subject}`;
    case 'trade_secret':
      return `Document and restrict access to ${subject} as a trade secret`;
    case 'copyright':
      return `Register copyright for ${subject}`;
  }
}
