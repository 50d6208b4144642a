import { PageHeader } from '#client/components/page-header.tsx';

export function BackupManagementPage() {
  return <PageHeader title="Backup Management" description="Database backups will be scheduled, created, verified and listed here." />;
}
