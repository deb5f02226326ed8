import type {} from '@fastify/multipart';
import { ValidationError } from '@sightline/contracts';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/**
 * The body of a create/update call: multipart (`data` holding JSON, plus files) or JSON (`{ data }`).
 * Files larger than the upload limit answer 413 before anything is stored.
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
      try {
        data = JSON.parse(String(part.value));
      } catch {
        throw new ValidationError('The data field must hold JSON', [
          { path: ['data'], message: 'is not valid JSON', name: 'ValidationError' },
        ]);
      }
    }
  }
  if (data === undefined) {
    throw new ValidationError('The multipart body needs a data field', [
      { path: ['data'], message: 'is required', name: 'ValidationError' },
    ]);
  }
  return { data, files };
}
