import { PageHeader } from '#client/components/page-header.tsx';

export function MonitoringPage() {
  return <PageHeader title="Monitoring" description="Service health, database performance, usage analytics and deployment readiness will be reported here." />;
}
