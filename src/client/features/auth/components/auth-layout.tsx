import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { BrandLink, BrandMark } from '#client/components/brand.tsx';
import { ThemeToggle } from '#client/components/theme-toggle.tsx';

const promises = [
  'Patents, trademarks, trade secrets and copyrights found in your own words',
  'Every finding backed by the sentences of your plan it rests on',
  'A phased roadmap and a budget built from official USPTO fees',
];

/** Sign-in and registration frame: the form on the right, what the product does on the left (wide screens). */
export function AuthLayout({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-[#16213f] p-10 text-slate-100 lg:flex">
        <div className="flex items-center gap-2.5 font-semibold tracking-tight">
          <BrandMark className="size-9" />
          <span className="text-lg">Moatmap</span>
        </div>
        <div className="max-w-md">
          <p className="text-2xl leading-snug font-semibold text-white">Know what in your business is worth protecting, and what it will cost.</p>
          <ul className="mt-8 space-y-4 text-sm text-slate-300">
            {promises.map((p) => (
              <li key={p} className="flex gap-3">
                <Check className="mt-0.5 size-4 shrink-0 text-[#5fc6d1]" aria-hidden="true" />
                <span>{p}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-slate-400">Moatmap gives information, not legal advice.</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between p-4 sm:p-6">
          <BrandLink className="lg:invisible" />
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center sm:px-6">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
            <div className="mt-8">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}
