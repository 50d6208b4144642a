import { ApiError } from '#client/lib/api-client.ts';

/** The server's own words for a failed call, else the error's. */
export const messageOf = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);
