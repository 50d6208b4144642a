import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-2xl bg-[#16213f] px-6 py-14 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          See what is worth protecting in your plan
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
          Create an account, paste your plan, and get findings, a roadmap and a budget in one report.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild className="bg-white text-[#16213f] hover:bg-slate-100">
            <Link href="/register">
              Start Analysis
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild className="border-slate-500 bg-transparent text-white hover:bg-white/10 hover:text-white">
            <Link href="/login">Sign In</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
