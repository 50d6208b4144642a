import { Link } from 'wouter';
import { ArrowRight, BookOpen, Lock } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const steps = [
  { title: 'Paste or upload your plan', text: 'Plain text, PDF or Word, up to 50 MB.' },
  { title: 'Review what is protectable', text: 'Each finding rated low, moderate or high likelihood, with the sentences that support it.' },
  { title: 'Act on a phased roadmap', text: 'Steps from immediate to long term, with a budget built from official fees.' },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b bg-gradient-to-b from-primary/[0.06] to-transparent">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
            IP strategy from your business plan
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Find the moat in your business plan.
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
            Moatmap reads your plan and shows which inventions, names, know-how and creative work are worth protecting as patents,
            trademarks, trade secrets and copyrights. Every finding quotes the plan it comes from, and arrives with a phased roadmap
            and a budget built from official USPTO fees.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href="/register">
                Start Analysis
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link href="/help">
                <BookOpen aria-hidden="true" />
                View Documentation
              </Link>
            </Button>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            Runs on your own server. Plan text is encrypted at rest.
          </p>
        </div>
        <Card className="shadow-md">
          <CardHeader>
            <CardTitle as="h2">How it works</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="space-y-5">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-medium">{step.title}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <Button className="mt-6 w-full" asChild>
              <Link href="/register">Get Started</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
