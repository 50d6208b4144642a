import { Building, Rocket, Scale, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const audiences: { icon: LucideIcon; title: string; text: string; points: string[] }[] = [
  {
    icon: Rocket,
    title: 'Founders and startups',
    text: 'See what is protectable before you pitch, launch or publish, and which filings fit an early-stage budget.',
    points: ['Provisional patent timing', 'Brand names worth registering', 'Confidentiality measures for know-how'],
  },
  {
    icon: Scale,
    title: 'IP attorneys and law firms',
    text: 'Start an engagement from a structured first pass on the client’s plan, then review, correct and build on it.',
    points: ['Candidate marks with Nice classes', 'Inventions in the plan’s own wording', 'Budgets from official fees'],
  },
  {
    icon: Building,
    title: 'Innovation teams at enterprises',
    text: 'Give every business unit one place for its plans and the protection work that follows from them.',
    points: ['Organizations with roles', 'An implementation tracker', 'Self-hosted, on your own PostgreSQL'],
  },
];

export function AudiencesSection() {
  return (
    <section id="audiences" aria-labelledby="audiences-heading" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="audiences-heading" eyebrow="Who it is for" title="For the people who decide what to protect" />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {audiences.map(({ icon: Icon, title, text, points }) => (
            <li key={title} className="flex flex-col rounded-xl border bg-card p-7 shadow-sm">
              <Icon className="size-7 text-primary" aria-hidden="true" />
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
              <ul className="mt-5 space-y-2 border-t pt-5 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
