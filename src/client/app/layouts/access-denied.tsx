import { Link } from 'wouter';
import { ShieldX } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** Shown to a signed-in user who opens a super-admin page without that role. */
export function AccessDenied() {
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardHeader>
        <div className="flex items-center gap-3">
          <ShieldX className="size-6 text-destructive" aria-hidden="true" />
          <CardTitle as="h1">Access denied</CardTitle>
        </div>
        <CardDescription>This page is for super administrators. Ask your instance administrator if you need access.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
