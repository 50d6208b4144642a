// Kept free of zod so a page can show the limits without loading the schema library first.
// Limits and messages are the spec's (sections 5, 8 and 9), word for word where it gives them.
export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const CONTENT_MIN = 50;
/** About 80,000 words: far past any real plan, and it still fits the API's 2 MB JSON body limit. */
export const CONTENT_MAX = 500_000;
export const FILE_NAME_MAX = 255;
/** 50 MB, the upload limit the spec's message names. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export const TITLE_MIN_MESSAGE = 'Title must be at least 3 characters';
export const CONTENT_MIN_MESSAGE = 'Business plan content must be at least 50 characters';
export const FILE_TOO_LARGE_MESSAGE = 'File too large. Maximum file size is 50MB.';
export const INVALID_ID_MESSAGE = 'The id must be a positive whole number.';
export const INVALID_CURSOR_MESSAGE = 'The cursor is not valid. Start again from the first page.';
