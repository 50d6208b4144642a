/** The help page's questions: what people ask before trusting a tool with their business plan. */
export type FaqEntry = { id: string; question: string; answer: string[] };

export const faq: FaqEntry[] = [
  {
    id: 'how-analysis-works',
    question: 'How does the analysis work, and what can it not do?',
    answer: [
      'Moatmap reads the text of your plan and looks for what each kind of IP protects: inventions and technical methods (patents), names of products, companies and services (trademarks), formulas, processes, data and customer lists kept confidential (trade secrets), and software, content and designs (copyrights). Each recommendation quotes the sentences of your plan it is based on, so you can check its reasoning.',
      'It is not legal advice and does not replace an attorney. It cannot search prior art or existing trademarks, judge whether an invention is new, or know anything your plan does not say. Treat the results as a structured list of questions to take to a professional.',
    ],
  },
  {
    id: 'storage-and-access',
    question: 'Where is my business plan stored, and who can read it?',
    answer: [
      "Plans are stored in this Moatmap server's database, with the plan's text encrypted at rest (AES-256-GCM). Uploaded files are read for their text and then discarded; the file itself is not kept.",
      'Only members of your organization can open its projects and analyses; every request is checked against your organization on the server, and other organizations get "not found". Super admins of this instance manage organizations and backups. Your plan is not used to train any model, and it is only sent outside the server if your administrator has configured an AI provider to enrich analyses.',
    ],
  },
  {
    id: 'likelihood',
    question: 'What does the likelihood score mean?',
    answer: [
      'It is an estimate from 0 to 100 of how likely the item is to be protectable in the way suggested, based on how clearly your plan describes it: below 30 is low, 30 to 69 moderate, 70 and above high. The details of each recommendation list the factors that raised or lowered it.',
      "It is not a probability that a patent will be granted or a trademark registered: that depends on prior art, existing marks and an examiner's judgement, which only a search and a filing can reveal.",
    ],
  },
  {
    id: 'fees-and-budget',
    question: 'How are the fees and the budget estimated?',
    answer: [
      'The roadmap budget is built from official fee schedules (USPTO and the U.S. Copyright Office, with the date of the schedule used) plus typical ranges for professional fees, per type: for example $5,000-$15,000 for a patent and $1,000-$3,000 for a trademark. International protection can raise costs by 150-300%.',
      'Actual costs depend on your entity size (small and micro entities pay reduced USPTO fees), the number of classes and countries, and your attorney. Use the estimate to plan, and ask for a quote before you commit.',
    ],
  },
  {
    id: 'quotas-and-tiers',
    question: 'How many analyses can I run, and what do the tiers include?',
    answer: [
      "Each organization has a monthly quota of analyses by subscription tier: Free 10 per month, Pro 100 per month, Enterprise unlimited. The count resets at the start of each calendar month, and the Billing page shows your organization's usage.",
      'Reading past analyses, exporting them and keeping your implementation plan do not count against the quota.',
    ],
  },
  {
    id: 'exports',
    question: 'Can I export or print a report?',
    answer: [
      "Yes. From a report's toolbar you can download it as JSON (for other tools), as an HTML page, or as a real Word (DOCX) document to share with your attorney, or print it; the print layout leaves out the app's navigation. The implementation plan exports the same three ways.",
    ],
  },
  {
    id: 'deleting-data',
    question: 'How do I delete my data?',
    answer: [
      'Delete a single project from the Projects page: its plan and analysis are removed. To remove everything about you, use Settings > Security > Delete account, which removes your profile, sessions, API keys, settings and implementation plan; if you are the only member of your organization, its projects and analyses go too.',
      "If others use your organization, an admin must remain: make another member admin first, or delete the organization. Database backups made before a deletion expire according to the instance's backup retention.",
    ],
  },
  {
    id: 'when-to-see-a-lawyer',
    question: 'When should I talk to a lawyer?',
    answer: [
      'Before you disclose an invention publicly (a launch, a pitch deck, a paper, a demo): in most countries public disclosure before filing destroys novelty, and the U.S. grace period is only 12 months. Also before you choose a brand name, sign an agreement that assigns IP, or receive a letter claiming infringement.',
      'Use Lawyer Referral to describe your need; we match you with IP attorneys by type, urgency, budget and location.',
    ],
  },
];
