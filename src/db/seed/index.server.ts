import type { Database } from '../index.server';
import type { Config } from '../../lib/config.server';
import { seedCatalogue } from './catalogue.server';
import { planPostPictures, seedContent } from './content.server';
import { productSpecs } from './demo/products.server';
import { ImagePlan } from './images.server';
import { seedMenus } from './menus.server';
import { planPatternSwatches, planProductPictures } from './pictures.server';
import { seedProducts } from './products.server';
import { createRandom } from './random.server';
import { insertReviews, planReviews } from './reviews.server';
import { seedSettings } from './settings.server';
import { seedDemoCoupons } from './coupons.server';
import { seedDemoContactForms } from './contact-forms.server';

/** Fills an empty database with the Vietnamese demo shop, in one transaction. */
export async function seedDemoShopIfEmpty(database: Database, config: Config): Promise<void> {
  const existing = await database.db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const random = createRandom(20_261_115);
  const plan = new ImagePlan();
  const patternNames = planPatternSwatches(plan);
  const pictures = productSpecs.map((spec, index) => planProductPictures(plan, spec, index));
  const postPictures = planPostPictures(plan);
  const ageDays = productSpecs.map(() => random.int(2, 240));
  const reviews = planReviews(random, ageDays);

  await database.db.transaction().execute(async (trx) => {
    const imageIds = await plan.save(trx, config.dataDir);
    const termImages = new Map([...patternNames].map(([key, name]) => [key, imageIds.get(name) as number]));
    const catalogue = await seedCatalogue(trx, termImages);
    const inputs = productSpecs.map((spec, i) => ({ spec, pictures: pictures[i]!, reviews: reviews[i]!, ageDays: ageDays[i]! }));
    const productIds = await seedProducts(trx, inputs, catalogue, imageIds, random);
    await insertReviews(trx, reviews, productIds);
    await seedContent(trx, postPictures.map((name) => imageIds.get(name) as number), random);
    await seedMenus(trx);
    await seedSettings(trx);
    await seedDemoCoupons(trx);
    await seedDemoContactForms(trx);
  });
}
