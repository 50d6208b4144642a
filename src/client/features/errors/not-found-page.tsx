import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '#client/components/ui/card.tsx';

/** Any path outside the route table (spec section 2: the heading and text are the spec's). */
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
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
