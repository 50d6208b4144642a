import { useState } from 'react';
import { ChevronDown, Download, FileCode2, FileJson, FileText, LoaderCircle, Printer, RotateCcw, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { ReportInput } from '#shared/exports/report-model.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { buildReportFile, exportFailureMessage, exportSuccessMessage, type ExportFormat } from '../utils/export-report.ts';
import { saveBlob } from '../utils/save-blob.ts';

const formatItems: { format: ExportFormat; label: string; Icon: typeof FileJson }[] = [
  { format: 'json', label: 'Export as JSON', Icon: FileJson },
  { format: 'html', label: 'Export as HTML', Icon: FileCode2 },
  { format: 'docx', label: 'Export as DOCX (Word)', Icon: FileText },
];

type ReportToolbarProps = {
  report: () => ReportInput;
  hasCustomStrategy: boolean;
  restoring: boolean;
  onCustomize: () => void;
  onRestore: () => void;
};

export function ReportToolbar({ report, hasCustomStrategy, restoring, onCustomize, onRestore }: ReportToolbarProps) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  async function exportAs(format: ExportFormat) {
    setExporting(format);
    try {
      const { blob, fileName } = await buildReportFile(format, report());
      saveBlob(blob, fileName);
      toast.success('Export Successful', { description: exportSuccessMessage(format) });
    } catch (error) {
      console.error('Report export failed', error);
      toast.error('Export Failed', { description: exportFailureMessage(format) });
    } finally {
      setExporting(null);
    }
  }

  return (
    <div role="toolbar" aria-label="Report actions" className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" size="sm" onClick={onCustomize} data-testid="customize-button">
        <Sparkles aria-hidden="true" />
        Custom Strategy
      </Button>
      {hasCustomStrategy ? (
        <Button variant="outline" size="sm" onClick={onRestore} disabled={restoring}>
          {restoring ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
          Restore original
        </Button>
      ) : null}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={exporting !== null}>
            {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Export
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {formatItems.map(({ format, label, Icon }) => (
            <DropdownMenuItem key={format} onSelect={() => void exportAs(format)}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}
