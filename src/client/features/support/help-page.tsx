import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Search } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { faq } from './data/faq.ts';
import { helpCards, quickLinks } from './data/help-links.ts';
import { matchesQuery } from './utils/matches-query.ts';
import { HelpCards } from './components/help-cards.tsx';
import { FaqAccordion } from './components/faq-accordion.tsx';
import { ContactForm } from './components/contact-form.tsx';

function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

export function HelpPage() {
  const { data: user } = useCurrentUser();
  const [query, setQuery] = useState('');
  const cards = helpCards.filter((c) => (!c.superAdminOnly || user?.role === 'super_admin') && matchesQuery(query, c.title, c.description));
  const entries = faq.filter((e) => matchesQuery(query, e.question, ...e.answer));
  const nothing = cards.length === 0 && entries.length === 0;

  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 mb-2">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <PageHeader title="Help & Support" description="Answers to common questions, the API documentation, and a way to reach the support team." />
      </div>

      <div className="relative max-w-xl">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search help (e.g. fees, export, delete)" aria-label="Search help" className="pl-9" />
      </div>
      <p className="sr-only" role="status">
        {query ? `${cards.length + entries.length} results` : ''}
      </p>

      {cards.length > 0 ? <HelpCards cards={cards} /> : null}

      {!query ? (
        <nav aria-labelledby="quick-nav-heading" className="grid gap-3">
          <h2 id="quick-nav-heading" className="text-lg font-semibold">
            Quick navigation
          </h2>
          <div className="flex flex-wrap gap-2">
            {quickLinks
              .filter((l) => l.href !== '/monitoring' || user?.role === 'super_admin')
              .map(({ href, label, icon: Icon }) => (
                <Button key={href} asChild variant="secondary" size="sm">
                  <Link href={href}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </Button>
              ))}
          </div>
        </nav>
      ) : null}

      <section aria-labelledby="faq-heading" className="grid gap-3">
        <h2 id="faq-heading" className="text-lg font-semibold">
          Frequently asked questions
        </h2>
        {entries.length > 0 ? <FaqAccordion key={query} entries={entries} /> : <p className="text-muted-foreground">No questions match “{query}”.</p>}
        {nothing ? <p className="text-muted-foreground">Nothing matches your search. Ask us below: a person will answer.</p> : null}
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Contact support</CardTitle>
          <CardDescription>Ask anything about Moatmap. We answer within 24 hours on business days.</CardDescription>
        </CardHeader>
        <CardContent>
          <ContactForm />
        </CardContent>
      </Card>
    </div>
  );
}
