import { Link } from 'wouter';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { HelpCard } from '../data/help-links.ts';
import { useSupportContact } from '../api/get-support-contact.ts';

export function HelpCards({ cards }: { cards: HelpCard[] }) {
  const { data: contact } = useSupportContact();
  const showLiveSupport = () =>
    toast('Live Support', {
      description: contact
        ? `Live chat runs ${contact.hours}. Outside those hours, email ${contact.email} and we will reply within one business day.`
        : 'Live chat runs Monday-Friday, 9 AM - 5 PM PST.',
    });
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ id, title, description, icon: Icon, action }) => (
        <Card key={id} className="flex flex-col">
          <CardHeader>
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <CardTitle as="h2" className="text-base">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            {action.kind === 'new-tab' ? (
              <Button asChild variant="outline" size="sm">
                <a href={action.href} target="_blank" rel="noopener noreferrer">
                  {action.label}
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            ) : action.kind === 'page' ? (
              <Button asChild variant="outline" size="sm">
                <Link href={action.href}>{action.label}</Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={showLiveSupport}>
                {action.label}
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
