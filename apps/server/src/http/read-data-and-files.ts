import type {} from '@fastify/multipart';
import { AppError, ValidationError } from '@sightline/contracts';
import type { FastifyRequest } from 'fastify';
import { rejectNulCharacters } from './nul-characters.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/**
 * A multipart body the parser could not read (bad or missing boundary, truncated body, malformed part headers)
 * is the client's mistake: 400. Limits keep their own answers (413 too large, too many files or fields).
 */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) return error;
  const reason = error instanceof Error ? error.message : 'unreadable';
  return new ValidationError(`Malformed multipart body: ${reason}`, [
    { path: ['body'], message: `is not a readable multipart body (${reason})`, name: 'ValidationError' },
  ]);
}

function parseDataField(value: unknown): unknown {
  let data: unknown;
  try {
    data = JSON.parse(String(value));
  } catch {
    throw new ValidationError('The data field must hold JSON', [
      { path: ['data'], message: 'is not valid JSON', name: 'ValidationError' },
    ]);
  }
  rejectNulCharacters(data, 'data');
  return data;
}

async function readParts(request: FastifyRequest, fileFields: string[], files: Map<string, UploadedFile>) {
  let data: unknown;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const field = part.fieldname.replace(/^files\./, '');
      if (!fileFields.includes(field)) {
        throw new ValidationError(`Unexpected file field ${part.fieldname}`, [
          {
            path: [part.fieldname],
            message: `expected one of ${fileFields.join(', ')}`,
            name: 'ValidationError',
          },
        ]);
      }
      files.set(field, { field, filename: part.filename, buffer: await part.toBuffer() });
    } else if (part.fieldname === 'data') {
      data = parseDataField(part.value);
    }
  }
  return data;
}

/**
 * The body of a create/update call: multipart (`data` holding JSON, plus files) or JSON (`{ data }`).
 * Files larger than the upload limit answer 413 before anything is stored; unreadable multipart answers 400.
 */
export async function readDataAndFiles(
  request: FastifyRequest,
  fileFields: string[],
): Promise<{ data: unknown; files: Map<string, UploadedFile> }> {
  const files = new Map<string, UploadedFile>();
  if (!request.isMultipart()) {
    const body = request.body as { data?: unknown } | undefined;
    if (!body || typeof body !== 'object' || !('data' in body)) {
      throw new ValidationError('The body must be { "data": { … } }', [
        { path: ['data'], message: 'is required', name: 'ValidationError' },
      ]);
    }
    return { data: body.data, files };
  }
  let data: unknown;
  try {
    data = await readParts(request, fileFields, files);
  } catch (error) {
    throw asRequestError(error);
  }
  if (data === undefined) {
    throw new ValidationError('The multipart body needs a data field', [
      { path: ['data'], message: 'is required', name: 'ValidationError' },
    ]);
  }
  return { data, files };
}
