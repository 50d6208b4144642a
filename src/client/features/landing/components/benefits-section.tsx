import { Clock, Handshake, Lock, Wallet, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lock,
    title: 'Private by design',
    text: 'Moatmap runs on your own server and needs no outside service. Business-plan text is encrypted at rest, and each organization sees only its own data.',
  },
  {
    icon: Clock,
    title: 'Catch deadlines before they cost you',
    text: 'A launch, demo or publication before filing can end patent rights in Europe and China. Moatmap flags these timing risks so you can file first.',
  },
  {
    icon: Wallet,
    title: 'Spend where it counts',
    text: 'Findings are ranked by likelihood and the budget is split by phase, so a limited budget goes to the strongest assets first.',
  },
  {
    icon: Handshake,
    title: 'A better first meeting with counsel',
    text: 'Bring your attorney a structured brief with evidence and costs, or request a referral to an IP lawyer from inside the app.',
  },
];

export function BenefitsSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-heading" className="scroll-mt-16 border-y bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="benefits-heading" eyebrow="Benefits" title="Protect the right things, at the right time" />
        <ul className="mt-14 grid gap-x-12 gap-y-10 md:grid-cols-2">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
