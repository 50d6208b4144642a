import { Activity, DatabaseBackup, ExternalLink, FileCode } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

const linkClass = 'block rounded-xl transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring';

/** Spec section 2: the System tab links to API docs, monitoring and backup management. */
export function SystemTab() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <a href="/api-docs" target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Card className="h-full bg-transparent">
          <CardHeader>
            <FileCode className="size-5 text-primary" aria-hidden="true" />
            <CardTitle as="h3" className="flex items-center gap-1.5">
              API Docs <ExternalLink className="size-3.5 opacity-60" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </CardTitle>
            <CardDescription>The OpenAPI reference of every endpoint, with an explorer.</CardDescription>
          </CardHeader>
        </Card>
      </a>
      <Link href="/monitoring" className={linkClass}>
        <Card className="h-full bg-transparent">
          <CardHeader>
            <Activity className="size-5 text-primary" aria-hidden="true" />
            <CardTitle as="h3">Monitoring</CardTitle>
            <CardDescription>Health, services, analytics and deployment readiness.</CardDescription>
          </CardHeader>
        </Card>
      </Link>
      <Link href="/backup-management" className={linkClass}>
        <Card className="h-full bg-transparent">
          <CardHeader>
            <DatabaseBackup className="size-5 text-primary" aria-hidden="true" />
            <CardTitle as="h3">Backup Management</CardTitle>
            <CardDescription>Backups, their schedule and verification.</CardDescription>
          </CardHeader>
        </Card>
      </Link>
    </div>
  );
}
