import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Mounts a tmpfs of `kilobytes` on `folder`: a real small disk, where a longer write fails with ENOSPC. */
function mountSmallDisk(folder: string, kilobytes: number): void {
  mkdirSync(folder, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kilobytes}k`, 'tmpfs', folder], { stdio: 'ignore' });
}

/** Whether this run may mount one (root with the right to mount, on Linux); the full-disk tests need it. */
export const canFillDisk = ((): boolean => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'full-disk-'));
  try {
    mountSmallDisk(probe, 64);
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

/** Runs `use` while `folder` is a disk of `kilobytes`; the folder's own files are back afterwards. */
export async function onSmallDisk<T>(folder: string, kilobytes: number, use: () => Promise<T>): Promise<T> {
  mountSmallDisk(folder, kilobytes);
  try {
    return await use();
  } finally {
    execFileSync('umount', [folder]);
  }
}

/** A PNG of noise, which no format compresses much: enough bytes, from a small picture, to fill a small disk. */
export const noisyPng = async (side: number) =>
  new Uint8Array(await sharp({ create: { width: side, height: side, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer());
