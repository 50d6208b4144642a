import { PageHeader } from '#client/components/page-header.tsx';

export function HelpPage() {
  return (
    <PageHeader
      title="Help & Support"
      description="Answers to common questions, the API documentation, quick links to every page and a form to reach the support team will be here."
    />
  );
}
