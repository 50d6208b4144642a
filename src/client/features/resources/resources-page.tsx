import { ExternalLink } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { resourceCards, type ResourceCard } from './data/resource-links.ts';

function groupByCategory(cards: ResourceCard[]) {
  const groups = new Map<ResourceCard['category'], ResourceCard[]>();
  for (const card of cards) groups.set(card.category, [...(groups.get(card.category) ?? []), card]);
  return [...groups];
}

export function ResourcesPage() {
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title="Resources" description="Official guides and tools from the patent, trademark and copyright offices. Each opens in a new tab." />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {groupByCategory(resourceCards).map(([category, cards]) => (
          <section key={category} aria-labelledby={`resources-${category}`} className="grid content-start gap-3">
            <h2 id={`resources-${category}`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {category}
            </h2>
            {cards.map((card) => (
              <Card key={card.id} className="flex h-full flex-col">
                <CardHeader>
                  <Badge variant="secondary" className="w-fit">
                    {card.category}
                  </Badge>
                  <CardTitle as="h3">{card.title}</CardTitle>
                  <CardDescription>{card.description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <ul className="grid gap-2">
                    {card.links.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-start gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                        >
                          <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                          <span>
                            {link.label}
                            <span className="sr-only"> (opens in a new tab)</span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
