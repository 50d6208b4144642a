import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '#client/components/ui/card.tsx';

/**
 * Any path outside the route table. The heading is the spec's; its second line ("Did you forget to add the page
 * to the router?") speaks to developers, so visitors get a sentence and a way on instead (decision 087).
 */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <CardTitle as="h1" className="text-2xl">
              404 Page Not Found
            </CardTitle>
          </div>
          <p className="text-muted-foreground">
            There is no page at this address. The link may be mistyped or out of date, or the page may have moved.
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button asChild>
              <Link href="/">Go to the home page</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/help">Get help</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
