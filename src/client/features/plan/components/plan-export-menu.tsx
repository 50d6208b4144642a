import { useState } from 'react';
import { CalendarDays, ChevronDown, Download, FileCode2, FileJson, FileText, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { PlanItem } from '#shared/schemas/plan.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { saveBlob } from '#client/features/reports/utils/save-blob.ts';
import { buildPlanFile, planExportFailureMessage, planExportSuccessMessage, type PlanExportFormat } from '../utils/export-plan.ts';

const documentFormats: { format: PlanExportFormat; label: string; Icon: typeof FileJson }[] = [
  { format: 'json', label: 'Export as JSON', Icon: FileJson },
  { format: 'html', label: 'Export as HTML', Icon: FileCode2 },
  { format: 'docx', label: 'Export as DOCX (Word)', Icon: FileText },
];

export function PlanExportMenu({ items }: { items: readonly PlanItem[] }) {
  const [exporting, setExporting] = useState<PlanExportFormat | null>(null);

  async function exportAs(format: PlanExportFormat) {
    setExporting(format);
    try {
      const { blob, fileName } = await buildPlanFile(format, items);
      saveBlob(blob, fileName);
      toast.success('Export Successful', { description: planExportSuccessMessage(format) });
    } catch (error) {
      console.error('Plan export failed', error);
      toast.error('Export Failed', { description: planExportFailureMessage(format) });
    } finally {
      setExporting(null);
    }
  }

  const item = (format: PlanExportFormat, label: string, Icon: typeof FileJson) => (
    <DropdownMenuItem key={format} onSelect={() => void exportAs(format)}>
      <Icon aria-hidden="true" />
      {label}
    </DropdownMenuItem>
  );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={exporting !== null}>
          {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Export
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={12}>
        {documentFormats.map(({ format, label, Icon }) => item(format, label, Icon))}
        <DropdownMenuSeparator />
        {item('ics', 'Due dates to calendar (.ics)', CalendarDays)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
