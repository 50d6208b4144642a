import { PageHeader } from '#client/components/page-header.tsx';

export function ImplementationPlanPage() {
  return <PageHeader title="Implementation Plan" description="The recommendations you choose from an analysis will be tracked here from pending to completed, with export to JSON, HTML and Word." />;
}
