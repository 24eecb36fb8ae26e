import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes the bytes under a hidden temporary name beside the file, then renames them into place, so no reader sees
 * half a file; when either step fails (a full disk, an unwritable folder) the temporary file goes and the error is thrown.
 */
export async function writeWholeFile(path: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Whether a write failed for want of room (the disk or the owner's quota is full): the server's lack, not the file's fault. */
export const isDiskFull = (error: unknown): boolean => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException)?.code ?? '');
