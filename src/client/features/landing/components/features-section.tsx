import { FileDown, Globe, Landmark, Layers, Quote, Route, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Layers,
    title: 'Four kinds of IP in one pass',
    text: 'Patents, trademarks, trade secrets and copyrights, each with a likelihood rating, a concrete next step and what it could be worth to you.',
  },
  {
    icon: Quote,
    title: 'Evidence from your own words',
    text: 'Every recommendation quotes the sentences of your plan that support it. When the text gives no support, Moatmap makes no recommendation.',
  },
  {
    icon: Route,
    title: 'A phased protection roadmap',
    text: 'Immediate, short-, medium- and long-term steps, with timing warnings such as the 12-month provisional window and the risk of disclosing before filing.',
  },
  {
    icon: Landmark,
    title: 'Budgets from official fees',
    text: 'Cost estimates built from the USPTO fee schedules, each figure with its source and date, so you can plan filings before the first call with counsel.',
  },
  {
    icon: Globe,
    title: 'Brand names and domains',
    text: 'Candidate trademarks placed on the distinctiveness spectrum with their likely Nice classes, and a check of the matching domain names.',
  },
  {
    icon: FileDown,
    title: 'Reports and an implementation plan',
    text: 'Export the report as JSON, HTML or Word, or print it, and track the recommendations you adopt from pending to completed.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="From business plan to protection strategy"
          lead="One analysis covers what a first IP review covers: what you have, how strong it is, when to act and what it costs."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
