import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const partialSuffix = '.partial';

/**
 * Writes a file so that a crash at any moment leaves either the whole old state or the whole new file: the
 * bytes go to a temporary file, which is flushed to disk, then renamed over the name, and the folder flushed.
 */
export async function writeFileDurably(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}${partialSuffix}`);
  try {
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

// The rename itself is only durable once the folder's entry is on disk.
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
