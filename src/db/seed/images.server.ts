import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { Schema } from '../schema';
import { insertReturningIds } from './batch.server';

export interface PlannedImage {
  /** Name under uploads/demo/. */
  name: string;
  svg: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  caption?: string;
}

/** Collects the demo pictures, then writes the SVG originals and their rows in one go. */
export class ImagePlan {
  private readonly images = new Map<string, PlannedImage>();

  add(image: PlannedImage): string {
    if (!this.images.has(image.name)) this.images.set(image.name, image);
    return image.name;
  }

  /** Writes every file under `${dataDir}/uploads/demo/` and returns the image id of each name. */
  async save(trx: Transaction<Schema>, dataDir: string): Promise<Map<string, number>> {
    const folder = join(dataDir, 'uploads', 'demo');
    await mkdir(folder, { recursive: true });
    const all = [...this.images.values()];
    await Promise.all(all.map((image) => writeFile(join(folder, image.name), image.svg)));
    const ids = await insertReturningIds(
      trx,
      'images',
      all.map((image) => ({
        file: `demo/${image.name}`,
        width: image.width,
        height: image.height,
        alt: image.alt,
        title: image.title,
        caption: image.caption ?? '',
      })),
    );
    return new Map(all.map((image, i) => [image.name, ids[i] as number]));
  }
}
