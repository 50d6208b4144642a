import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { discardBody } from '../../lib/discard-body.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, uploadResponseSchema } from '#shared/schemas/business-plan.ts';
import { defaultParserPool, extractText } from '../../extract/extract-text.ts';
import { badRequest, HttpError, tooManyRequests } from '../../http-errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';

const WINDOW_MS = 60_000;
/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
export const NO_FILE_MESSAGE = 'No file was uploaded. Send the file as multipart/form-data in the field "file".';

/**
 * 413, after the rest of the body has been read and dropped (up to a bound, see discardBody) so that the client
 * gets the answer rather than a broken pipe; the connection is then closed.
 */
async function fileTooLarge(request: FastifyRequest, reply: FastifyReply): Promise<HttpError> {
  await discardBody(request.raw);
  reply.header('connection', 'close');
  return new HttpError(413, FILE_TOO_LARGE_MESSAGE);
}

class UploadTooLarge extends Error {}

export const ONE_FILE_MESSAGE = 'Upload one file at a time, in the field "file".';

const malformedUpload = () => badRequest('The upload could not be read: the multipart body is malformed or incomplete.');
const isCode = (err: unknown, code: string) => (err as { code?: string } | null)?.code === code;

/**
 * The file's bytes, in memory only. busboy stops filling the part at MAX_UPLOAD_BYTES and emits 'limit'; we give up
 * at that moment instead of reading on to the end of the body, and we check the truncation after the last chunk
 * too (toBuffer() can miss it and return the first 50 MB as if they were the whole file).
 */
async function readWithinLimit(file: MultipartFile['file'], tooLarge: () => Error): Promise<Buffer> {
  if (file.truncated) throw tooLarge();
  const chunks: Buffer[] = [];
  // Destroying the part ends the parse: multipart unpipes the request, so no more of the body is read.
  const onLimit = () => file.destroy(tooLarge());
  file.once('limit', onLimit);
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer);
  } catch (err) {
    if (file.truncated) throw tooLarge();
    throw err;
  } finally {
    file.off('limit', onLimit);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

export async function uploadsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const pool = defaultParserPool({ rssGrowthLimitMb: config.parserMemoryLimitMb });
  // Registered here, so only this route parses multipart; one file, a few small fields, nothing kept on disk.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  async function limitUploads(request: FastifyRequest) {
    const user = currentUser(request);
    const { count, resetAt } = await app.counters.hit(`upload:user:${user.id}`, WINDOW_MS);
    if (count > config.rateLimits.uploadsPerMinute) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw tooManyRequests(`Too many uploads in a short time. Please wait ${seconds} seconds and try again.`, seconds);
    }
  }

  /** A body declared larger than any allowed upload is refused before a byte of it is read. */
  async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply) {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw await fileTooLarge(request, reply);
  }

  app.post(
    '/api/upload',
    {
      onRequest: [requireUser, limitUploads, refuseDeclaredOversize],
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 200: uploadResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE);
      let upload: { data: Buffer; fileName: string } | undefined;
      try {
        // Every part is read to the end, so a second file is seen and refused rather than silently dropped.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (upload) throw badRequest(ONE_FILE_MESSAGE);
          if (part.fieldname !== 'file') throw badRequest(NO_FILE_MESSAGE);
          upload = { data: await readWithinLimit(part.file, () => new UploadTooLarge()), fileName: part.filename ?? '' };
        }
      } catch (err) {
        if (err instanceof UploadTooLarge) throw await fileTooLarge(request, reply);
        if (isCode(err, 'FST_FILES_LIMIT') || isCode(err, 'FST_PARTS_LIMIT') || isCode(err, 'FST_FIELDS_LIMIT')) {
          throw badRequest(ONE_FILE_MESSAGE);
        }
        if (err instanceof HttpError) throw err;
        // busboy's parse errors (a cut or malformed body) carry no status: they are the client's, not a 500.
        throw malformedUpload();
      }
      if (!upload) throw badRequest(NO_FILE_MESSAGE);
      return extractText(upload.data, upload.fileName, { pool });
    },
  );
}
