import { NEW_PROJECT_HREF } from '#client/features/analyses/api/dashboard-session.ts';
import { useState } from 'react';
import { Link } from 'wouter';
import { FolderOpen, LoaderCircle, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { BusinessPlan } from '#shared/schemas/business-plan.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useDeleteBusinessPlan } from './api/delete-business-plan.ts';
import { useBusinessPlans } from './api/get-business-plans.ts';
import { DeleteProjectDialog } from './components/delete-project-dialog.tsx';
import { ProjectCard } from './components/project-card.tsx';

function NewProjectButton() {
  return (
    <Button asChild>
      <Link href={NEW_PROJECT_HREF}>
        <Plus aria-hidden="true" />
        New Project
      </Link>
    </Button>
  );
}

export function ProjectsPage() {
  const plans = useBusinessPlans();
  const remove = useDeleteBusinessPlan();
  const [toDelete, setToDelete] = useState<BusinessPlan | null>(null);
  const projects = plans.data?.pages.flatMap((page) => page.items) ?? [];

  function confirmDelete(project: BusinessPlan) {
    remove.mutate(project.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.success('Project deleted', { description: `"${project.title}" and its analysis were deleted.` });
      },
      onError: (error) =>
        toast.error('Delete Failed', {
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The project could not be deleted. Please try again.',
        }),
    });
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Projects" description="Every business plan your organization has analyzed, newest first." actions={<NewProjectButton />} />
      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading projects">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Error loading projects. Please try again.</AlertTitle>
        </Alert>
      ) : projects.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 border-dashed p-10 text-center">
          <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No projects yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">Analyze your first business plan and it will be kept here as a project.</p>
          <Button asChild>
            <Link href="/">
              <Plus aria-hidden="true" />
              Create your first project
            </Link>
          </Button>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} onDelete={() => setToDelete(project)} />
              </li>
            ))}
          </ul>
          {plans.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void plans.fetchNextPage()} disabled={plans.isFetchingNextPage}>
                {plans.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {plans.isFetchingNextPage ? 'Loading...' : 'Load more projects'}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <DeleteProjectDialog project={toDelete} deleting={remove.isPending} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </div>
  );
}
