import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ValidationError } from '@sightline/contracts';
import { insertDocument } from '@sightline/db';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { UploadedFile } from '../http/read-data-and-files.ts';
import type { Services } from '../services.ts';

/** Image types Sightline accepts, judged by the bytes, never by the name or the declared type. SVG is refused. */
const allowed = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/**
 * Checks an uploaded image and stores it under a random name in DATA_DIR/uploads, then records it.
 * A wrong type answers 400 and nothing is stored; if recording fails, the file is removed again.
 */
export async function storeImage(
  services: Services,
  file: UploadedFile,
  owner: { organizationId: number | null; userId: number },
): Promise<number> {
  const detected = await fileTypeFromBuffer(file.buffer);
  const extension = detected ? allowed.get(detected.mime) : undefined;
  if (!detected || !extension) {
    throw new ValidationError(`${file.field} must be a PNG, JPEG, WebP or GIF image`, [
      { path: [file.field], message: 'must be a PNG, JPEG, WebP or GIF image', name: 'ValidationError' },
    ]);
  }
  let size: { width?: number; height?: number } = {};
  try {
    size = imageSize(file.buffer);
  } catch {
    throw new ValidationError(`${file.field} is not a readable image`, [
      { path: [file.field], message: 'is not a readable image', name: 'ValidationError' },
    ]);
  }
  const storageKey = `${randomUUID()}.${extension}`;
  const dir = services.config.uploads.dir;
  await mkdir(dir, { recursive: true });
  const path = join(dir, storageKey);
  await writeFile(path, file.buffer, { flag: 'wx' });
  try {
    return await insertDocument(services.db, 'files', {
      organizationId: owner.organizationId,
      uploadedById: owner.userId,
      name: file.filename.slice(0, 255) || storageKey,
      storageKey,
      mime: detected.mime,
      size: file.buffer.length,
      width: size.width ?? null,
      height: size.height ?? null,
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
