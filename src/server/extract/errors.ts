import { CONTENT_MAX, CONTENT_MIN } from '#shared/schemas/business-plan.ts';
import { HttpError } from '../http-errors.ts';

// The spec's messages (sections 5 and 8), word for word.
export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type. Please upload a TXT, PDF, or DOCX file.';
export const NO_TEXT_MESSAGE =
  'No text content could be extracted from the file. The file may be empty, corrupted, or contain only images.';

// More precise 422 messages, used when we know why no text came out.
export const PASSWORD_PROTECTED_MESSAGE =
  'This PDF is password-protected, so its text cannot be read. Remove the password and upload it again.';
export const CORRUPT_PDF_MESSAGE =
  'No text content could be extracted from the file: the PDF appears to be damaged or is not a valid PDF.';
export const CORRUPT_DOCX_MESSAGE =
  'No text content could be extracted from the file: the DOCX appears to be damaged or is not a valid Word document.';
export const TIMEOUT_MESSAGE =
  'No text content could be extracted from the file: reading it took too long. The file may be corrupted or too complex.';
export const TOO_COMPLEX_MESSAGE =
  'No text content could be extracted from the file: it expands to more data than can be processed. The file may be corrupted.';

// The upload answers these with the text (200), not as errors.
export function shortTextWarning(chars: number): string {
  return `The extracted text is only ${chars} characters long and may be too short for analysis (at least ${CONTENT_MIN} are needed).`;
}

export function longTextWarning(chars: number): string {
  return `The extracted text has ${chars.toLocaleString('en-US')} characters, more than the ${CONTENT_MAX.toLocaleString('en-US')} an analysis accepts: shorten it before analysing.`;
}

export type ExtractErrorCode = 'invalid_type' | 'no_text' | 'password' | 'corrupt' | 'timeout' | 'too_complex';

/** A refusal of an uploaded file: 400 for a type we do not read, 422 for a file of our types with no readable text. */
export class ExtractError extends HttpError {
  readonly code: ExtractErrorCode;
  constructor(code: ExtractErrorCode, message: string) {
    super(code === 'invalid_type' ? 400 : 422, message);
    this.name = 'ExtractError';
    this.code = code;
  }
}

export const invalidFileType = () => new ExtractError('invalid_type', INVALID_FILE_TYPE_MESSAGE);
export const noText = () => new ExtractError('no_text', NO_TEXT_MESSAGE);
