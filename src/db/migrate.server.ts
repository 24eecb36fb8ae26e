import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './index.server';
import { catalogMigration } from './migrations/001-catalog.server';
import { sessionsAndCartsMigration } from './migrations/002-sessions-and-carts.server';
import { ordersMigration } from './migrations/003-orders.server';
import { outboxMigration } from './migrations/004-outbox.server';
import { accountsMigration } from './migrations/005-accounts.server';
import { couponsAndShippingMigration } from './migrations/006-coupons-shipping.server';
import { attributionMarketingMigration } from './migrations/007-attribution-marketing.server';
import { settingsNamesMigration } from './migrations/008-settings-names.server';
import { rateEventsMigration } from './migrations/009-rate-events.server';
import { newsletterMigration } from './migrations/010-newsletter.server';
import { cartShippingMethodMigration } from './migrations/011-cart-shipping-method.server';
import { contactFormsMigration } from './migrations/013-contact-forms.server';
import { wishlistsMigration } from './migrations/014-wishlists.server';
import { pageChangesMigration } from './migrations/015-page-changes.server';
import { listingPositionsMigration } from './migrations/015a-listing-positions.server';
import { staffMigration } from './migrations/017-staff.server';
import { searchIndexMigration } from './migrations/018-search-index.server';
import { homeShelvesMigration } from './migrations/018a-home-shelves.server';
import { listingOrdersMigration } from './migrations/018b-listing-orders.server';
import { listingCountsMigration } from './migrations/018c-listing-counts.server';
import { commentPageChangesMigration } from './migrations/021-comment-page-changes.server';
import { menuBlocksMigration } from './migrations/022-menu-blocks.server';
import { searchListedOnlyMigration } from './migrations/023-search-listed-only.server';
import { searchTrigramCountsMigration } from './migrations/024-search-trigram-counts.server';
import { searchSourceMigration } from './migrations/025-search-source.server';
import { searchIdsMigration } from './migrations/026-search-ids.server';
import { bestSellerTextsMigration } from './migrations/027-best-seller-texts.server';
import { orderSubmissionsMigration } from './migrations/028-order-submissions.server';
import { contactFormLimitsMigration } from './migrations/029-contact-form-limits.server';
import { contactCaptchaUsesMigration } from './migrations/033-contact-captcha-uses.server';
import { contentPageChangesMigration } from './migrations/042-content-page-changes.server';
import { couponUsageInboxesMigration } from './migrations/043-coupon-usage-inboxes.server';
import { pageLastmodMigration } from './migrations/045-page-lastmod.server';
import { newsletterMailboxesMigration } from './migrations/046-newsletter-mailboxes.server';
import { imageUsesMigration } from './migrations/047-image-uses.server';
import { pictureLastmodMigration } from './migrations/049-picture-lastmod.server';
import { messageIdsAndBankAccountMigration } from './migrations/051-message-ids-and-bank-account.server';

/** Migrations are code, listed in order; the migrator records which ran and locks against parallel starts. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-catalog': catalogMigration(dialect),
    '002-sessions-and-carts': sessionsAndCartsMigration(),
    '003-orders': ordersMigration(dialect),
    '004-outbox': outboxMigration(dialect),
    '005-accounts': accountsMigration(dialect),
    '006-coupons-shipping': couponsAndShippingMigration(dialect),
    '007-attribution-marketing': attributionMarketingMigration(),
    '008-settings-names': settingsNamesMigration(),
    '009-rate-events': rateEventsMigration(dialect),
    '010-newsletter': newsletterMigration(dialect),
    '011-cart-shipping-method': cartShippingMethodMigration(),
    '013-contact-forms': contactFormsMigration(dialect),
    '014-wishlists': wishlistsMigration(dialect),
    '015-page-changes': pageChangesMigration(dialect),
    '015a-listing-positions': listingPositionsMigration(dialect),
    '017-staff': staffMigration(dialect),
    '018-search-index': searchIndexMigration(dialect),
    '018a-home-shelves': homeShelvesMigration(),
    '018b-listing-orders': listingOrdersMigration(),
    '018c-listing-counts': listingCountsMigration(dialect),
    '021-comment-page-changes': commentPageChangesMigration(dialect),
    '022-menu-blocks': menuBlocksMigration(dialect),
    '023-search-listed-only': searchListedOnlyMigration(dialect),
    '024-search-trigram-counts': searchTrigramCountsMigration(dialect),
    '025-search-source': searchSourceMigration(dialect),
    '026-search-ids': searchIdsMigration(dialect),
    '027-best-seller-texts': bestSellerTextsMigration(dialect),
    '028-order-submissions': orderSubmissionsMigration(),
    '029-contact-form-limits': contactFormLimitsMigration(),
    '033-contact-captcha-uses': contactCaptchaUsesMigration(),
    '042-content-page-changes': contentPageChangesMigration(dialect),
    '043-coupon-usage-inboxes': couponUsageInboxesMigration(),
    '045-page-lastmod': pageLastmodMigration(dialect),
    '046-newsletter-mailboxes': newsletterMailboxesMigration(dialect),
    '047-image-uses': imageUsesMigration(),
    '049-picture-lastmod': pictureLastmodMigration(dialect),
    '051-message-ids-and-bank-account': messageIdsAndBankAccountMigration(dialect),
  };
}

/** On PostgreSQL the bookkeeping tables live in the connection's own schema (Kysely otherwise looks in any). */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  // Numbers are handed out per issue, so a lower one (009) can arrive after a higher one (011) already ran.
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
