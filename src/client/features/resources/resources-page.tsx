import { PageHeader } from '#client/components/page-header.tsx';

export function ResourcesPage() {
  return <PageHeader title="Resources" description="Guides on patent filing, trademark searching, trade secret practice and copyright registration will be collected here, grouped by category." />;
}
