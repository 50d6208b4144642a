import { Link } from 'wouter';
import { ArrowRight, Clock, Trash2 } from 'lucide-react';
import type { BusinessPlan } from '#shared/schemas/business-plan.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { contentPreview } from '../utils/preview.ts';
import { timeAgo } from '../utils/time-ago.ts';

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function ProjectCard({ project, onDelete }: { project: BusinessPlan; onDelete: () => void }) {
  const titleId = `project-${project.id}-title`;
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId} data-project-id={project.id}>
      <CardHeader className="gap-2 pb-3">
        <CardTitle id={titleId} className="line-clamp-2 text-base break-words">
          {project.title}
        </CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <Clock className="size-3.5" aria-hidden="true" />
          <time dateTime={project.uploadDate} title={fullDate.format(new Date(project.uploadDate))}>
            {timeAgo(project.uploadDate)}
          </time>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-sm break-words text-muted-foreground" data-testid="project-preview">
          {contentPreview(project.content)}
        </p>
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link href={`/analysis/${project.id}`} aria-label={`View Analysis: ${project.title}`}>
            View Analysis
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="outline" size="icon" className="size-8" onClick={onDelete} aria-label={`Delete ${project.title}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </CardFooter>
    </Card>
  );
}
