import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cleanFileName } from './clean-text';
import { sniffFileKind } from './file-kinds';
import type { Submission } from './submission';

export interface StoredUpload {
  field: string;
  originalName: string;
  path: string;
  kind: string;
  size: number;
}

/** Uploads live here, outside every served folder; the mail attaches them from here. */
export const uploadsFolder = (dataDir: string) => join(dataDir, 'contact-form-uploads');

/**
 * Writes a validated submission's files under a fresh folder, each named by a random id and the kind its bytes
 * show: the visitor's file name is kept only as text. Files posted under names the form does not have are dropped.
 */
export async function storeUploads(dataDir: string, submission: Submission, fileFields: string[]): Promise<StoredUpload[]> {
  const folder = join(uploadsFolder(dataDir), randomUUID());
  const stored: StoredUpload[] = [];
  try {
    for (const field of fileFields) {
      for (const file of submission.files.get(field) ?? []) {
        if (!stored.length) await mkdir(folder, { recursive: true });
        const kind = sniffFileKind(file.head) ?? 'bin';
        const path = join(folder, `${randomUUID()}.${kind}`);
        await writeFile(path, new Uint8Array(await file.file.arrayBuffer()), { mode: 0o600 });
        stored.push({ field, originalName: cleanFileName(file.name), path, kind, size: file.size });
      }
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return stored;
}

/** Removes the files of a submission that could not be stored: nothing refers to them. */
export async function removeUploads(uploads: StoredUpload[]): Promise<void> {
  for (const folder of new Set(uploads.map((u) => dirname(u.path)))) await rm(folder, { recursive: true, force: true });
}
