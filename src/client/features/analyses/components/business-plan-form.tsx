import { useDeferredValue, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LoaderCircle, ScanSearch, TriangleAlert, X } from 'lucide-react';
import { toast } from 'sonner';
import { CONTENT_MIN, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, TITLE_MAX } from '#shared/schemas/business-plan-limits.ts';
import type { CreateAnalysisData, CreateAnalysisInput } from '#shared/schemas/business-plan.ts';
import { FormField } from '#client/components/form-field.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { UPLOAD_FALLBACK_MESSAGE, UploadError, uploadFile } from '../api/upload-file.ts';
import { describeTextStats } from '../utils/text-stats.ts';
import { titleFromFileName } from '../utils/title-from-file-name.ts';
import { FileDropZone, type UploadState } from './file-drop-zone.tsx';

type BusinessPlanFormProps = {
  pending: boolean;
  onSubmit: (values: CreateAnalysisData) => void;
  /** The last submitted values when the user comes back to the dashboard. */
  initialValues?: CreateAnalysisInput | null;
};

/**
 * The shared schema validates, loaded at the first check (a blur or the submit) rather than before the form
 * shows: the schema library is the largest part of the dashboard's code otherwise.
 */
const analysisInputResolver: Resolver<CreateAnalysisInput, unknown, CreateAnalysisData> = async (values, context, options) => {
  const [{ zodResolver }, { createAnalysisInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#shared/schemas/business-plan.ts'),
  ]);
  return zodResolver(createAnalysisInputSchema)(values, context, options);
};

export function BusinessPlanForm({ pending, onSubmit, initialValues }: BusinessPlanFormProps) {
  const form = useForm<CreateAnalysisInput, unknown, CreateAnalysisData>({
    resolver: analysisInputResolver,
    defaultValues: initialValues ?? { title: '', content: '', fileName: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const fileName = useWatch({ control: form.control, name: 'fileName' }) ?? '';
  const stats = describeTextStats(useDeferredValue(content));
  const [upload, setUpload] = useState<UploadState>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const tooShort = content.trim().length < CONTENT_MIN;

  async function handleFile(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error('File processing failed', { description: FILE_TOO_LARGE_MESSAGE });
      return;
    }
    setWarnings([]);
    setUpload({ fileName: file.name, percent: 0 });
    try {
      const answer = await uploadFile(file, ({ loaded, total }) =>
        setUpload({ fileName: file.name, percent: Math.min(100, Math.round((loaded / total) * 100)) }),
      );
      form.setValue('content', answer.content, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      form.setValue('fileName', file.name, { shouldDirty: true });
      if (!form.getValues('title')?.trim()) {
        form.setValue('title', titleFromFileName(file.name).slice(0, TITLE_MAX), { shouldValidate: true, shouldDirty: true });
      }
      setWarnings(answer.warnings);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : UPLOAD_FALLBACK_MESSAGE;
      toast.error('File processing failed', { description: message });
    } finally {
      setUpload(null);
    }
  }

  const busy = pending || upload !== null;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Lumio Hub business plan" maxLength={TITLE_MAX} autoComplete="off" {...form.register('title')} />
      </FormField>

      <FileDropZone onFile={(file) => void handleFile(file)} upload={upload} disabled={pending} />

      <div className="flex items-end gap-2">
        <FormField label="File name" className="flex-1" hint={fileName ? undefined : 'Filled in when you upload a file.'}>
          {/* Read-only and filled by the upload: not a tab stop, still read out with the form. */}
          <Input readOnly tabIndex={-1} placeholder="No file uploaded" {...form.register('fileName')} />
        </FormField>
        {fileName ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="mb-px size-10"
            onClick={() => form.setValue('fileName', '', { shouldDirty: true })}
            aria-label="Clear the file name"
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>

      {warnings.length ? (
        <Alert>
          <TriangleAlert aria-hidden="true" className="text-warning" />
          <AlertTitle>Check the extracted text</AlertTitle>
          <AlertDescription>
            <ul className="grid gap-1">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid">
        <FormField label="Business plan" error={errors.content?.message}>
          <Textarea
            rows={8}
            className="max-h-[60vh] min-h-48 resize-y"
            placeholder="Paste your business plan here: what you make, how it works, your brand names, your know-how and your content."
            {...form.register('content')}
          />
        </FormField>
      </div>

      {/* Sticks to the bottom of the screen while the form runs below it, so Analyze is always in reach; the count
          rides with it, so the bar never covers it. */}
      <div className="sticky bottom-0 z-10 -mx-1 -mt-3 grid gap-2 bg-background/95 px-1 pt-1 pb-3 backdrop-blur supports-[backdrop-filter]:bg-background/80" data-testid="analyze-bar">
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="content-stats">
          {stats}
        </p>
        <Button type="submit" size="lg" disabled={busy || tooShort}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ScanSearch aria-hidden="true" />}
          {pending ? 'Analyzing...' : 'Analyze Business Plan'}
        </Button>
        {tooShort && !pending ? (
          <p className="text-center text-xs text-muted-foreground">Enter at least {CONTENT_MIN} characters of plan text to analyze it.</p>
        ) : null}
      </div>
    </form>
  );
}
