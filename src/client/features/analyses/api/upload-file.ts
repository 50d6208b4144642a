import type { UploadResponse } from '#shared/schemas/business-plan.ts';
import { textMessage } from '#client/lib/api-client.ts';

/** The toast text of spec section 8 when the server gave no message of its own. */
export const UPLOAD_FALLBACK_MESSAGE = 'Failed to upload file';

/** A failed upload; `message` is what the user is told (the server's message when it sent one). */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** The server's {message} from an error answer, else its text without markup, else the fallback. */
export function uploadErrorMessage(body: string): string {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object') {
      const { message, error } = json as Record<string, unknown>;
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // Not JSON (a proxy's error page, say): use its text.
  }
  return textMessage(body) || UPLOAD_FALLBACK_MESSAGE;
}

export type UploadProgress = { loaded: number; total: number };

/**
 * POST /api/upload as multipart field "file". XMLHttpRequest rather than fetch because only it
 * reports upload progress, which the form shows as a bar.
 */
export function uploadFile(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    // The schema (and zod) loads during the upload, not before the page renders.
    const schemas = import('#shared/schemas/business-plan.ts');
    xhr.onload = async () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(xhr.status, uploadErrorMessage(xhr.responseText)));
        return;
      }
      try {
        const { uploadResponseSchema } = await schemas;
        resolve(uploadResponseSchema.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new UploadError(xhr.status, UPLOAD_FALLBACK_MESSAGE));
      }
    };
    // A network failure or a connection the server closed (it does so after refusing an oversized body).
    xhr.onerror = () => reject(new UploadError(0, UPLOAD_FALLBACK_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
