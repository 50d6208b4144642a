/**
 * The resource cards of spec section 2, each pointing at an official, authoritative page: the office or
 * organisation that runs the system (USPTO, WIPO, the U.S. Copyright Office). Links checked 2026-11.
 * Keep every external link of the page here, with its source.
 */
export type ResourceLink = { label: string; href: string; source: string };

export type ResourceCard = {
  id: string;
  category: 'Guide' | 'Tutorial' | 'Tools' | 'Industry Specific' | 'Best Practices' | 'Registration';
  title: string;
  description: string;
  links: ResourceLink[];
};

export const resourceCards: ResourceCard[] = [
  {
    id: 'ip-protection-guide',
    category: 'Guide',
    title: 'IP protection guide',
    description: 'What patents, trademarks, copyrights and trade secrets protect, and how each is obtained.',
    links: [
      { label: 'WIPO: What is intellectual property?', href: 'https://www.wipo.int/about-ip/en/', source: 'World Intellectual Property Organization' },
      { label: 'USPTO: Patent essentials', href: 'https://www.uspto.gov/patents/basics', source: 'United States Patent and Trademark Office' },
    ],
  },
  {
    id: 'patent-filing-process',
    category: 'Tutorial',
    title: 'Patent filing process',
    description: 'The stages of a U.S. patent from preparing the application to grant and maintenance fees, including provisional applications.',
    links: [
      { label: 'USPTO: Patent process overview', href: 'https://www.uspto.gov/patents/basics/patent-process-overview', source: 'United States Patent and Trademark Office' },
      { label: 'USPTO: Provisional application for patent', href: 'https://www.uspto.gov/patents/basics/apply/provisional-application', source: 'United States Patent and Trademark Office' },
    ],
  },
  {
    id: 'trademark-search-tools',
    category: 'Tools',
    title: 'Trademark search tools',
    description: 'Search registered and pending marks before you commit to a name, in the U.S. and worldwide.',
    links: [
      { label: 'USPTO: Search trademarks', href: 'https://www.uspto.gov/trademarks/search', source: 'United States Patent and Trademark Office' },
      { label: 'WIPO Global Brand Database', href: 'https://branddb.wipo.int/', source: 'World Intellectual Property Organization' },
    ],
  },
  {
    id: 'ip-for-software',
    category: 'Industry Specific',
    title: 'Moatmap for software: IP in code',
    description: 'When software is patent-eligible, and how to register the copyright in a computer program.',
    links: [
      { label: 'USPTO: Subject matter eligibility', href: 'https://www.uspto.gov/patents/laws/examination-policy/subject-matter-eligibility', source: 'United States Patent and Trademark Office' },
      { label: 'Copyright Office: Circular 61, computer programs', href: 'https://www.copyright.gov/circs/circ61.pdf', source: 'U.S. Copyright Office' },
    ],
  },
  {
    id: 'trade-secret-best-practices',
    category: 'Best Practices',
    title: 'Trade secret best practices',
    description: 'What qualifies as a trade secret and the reasonable measures that keep it protected.',
    links: [
      { label: 'WIPO Guide to Trade Secrets and Innovation', href: 'https://www.wipo.int/web-publications/wipo-guide-to-trade-secrets-and-innovation/en/part-i-introduction.html', source: 'World Intellectual Property Organization' },
      { label: 'USPTO: Trade secret policy', href: 'https://www.uspto.gov/ip-policy/trade-secret-policy', source: 'United States Patent and Trademark Office' },
    ],
  },
  {
    id: 'copyright-registration',
    category: 'Registration',
    title: 'Copyright registration',
    description: 'Why and how to register a copyright with the U.S. Copyright Office, and what it costs.',
    links: [
      { label: 'Copyright Office: Registration portal', href: 'https://www.copyright.gov/registration/', source: 'U.S. Copyright Office' },
      { label: 'Copyright Office: Circular 1, copyright basics', href: 'https://www.copyright.gov/circs/circ01.pdf', source: 'U.S. Copyright Office' },
    ],
  },
];
