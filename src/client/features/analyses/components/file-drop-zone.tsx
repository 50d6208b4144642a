import { useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { Progress } from '#client/components/ui/progress.tsx';
import { cn } from '#client/lib/cn.ts';

/** What the picker offers; the server still judges the type by the file's content. */
const ACCEPT = '.txt,.pdf,.docx,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type UploadState = { fileName: string; percent: number } | null;

type FileDropZoneProps = {
  onFile: (file: File) => void;
  upload: UploadState;
  disabled?: boolean;
};

/** Drop a file on it or click it to pick one; it highlights while a file is dragged over it. */
export function FileDropZone({ onFile, upload, disabled = false }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragDepth, setDragDepth] = useState(0);
  const dragging = dragDepth > 0 && !disabled;
  const busy = upload !== null;

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  function onDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragDepth(0);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !busy) onFile(file);
  }

  return (
    <div className="grid gap-2">
      <button
        type="button"
        disabled={disabled || busy}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragDepth((depth) => depth + 1);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled || busy ? 'none' : 'copy';
        }}
        onDragLeave={() => setDragDepth((depth) => Math.max(0, depth - 1))}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        data-testid="file-drop-zone"
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-6 text-center text-sm transition-colors',
          'hover:border-primary/60 hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          dragging && 'border-primary bg-primary/5 ring-4 ring-primary/15',
        )}
      >
        <FileUp className={cn('size-7 text-muted-foreground', dragging && 'text-primary')} aria-hidden="true" />
        <span className="font-medium">{dragging ? 'Drop the file to upload it' : 'Drop a file here or click to choose one'}</span>
        <span className="text-xs text-muted-foreground">TXT, PDF or DOCX, up to 50 MB</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="business-plan-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {upload ? (
        <div role="status" aria-live="polite" className="grid gap-1.5">
          <div className="flex justify-between gap-2 text-xs text-muted-foreground">
            <span className="truncate">{upload.percent < 100 ? `Uploading ${upload.fileName}` : `Reading the text of ${upload.fileName}...`}</span>
            <span className="tabular-nums">{upload.percent}%</span>
          </div>
          <Progress value={upload.percent} aria-label="Upload progress" />
        </div>
      ) : null}
    </div>
  );
}
