import { saveMailFiles } from '../mail/index.server';
import type { ShopDeps } from '../../server/shop.server';
import { log } from '../../server/log.server';
import type { ServerStatus } from './status';
import type { Visitor } from './feedback.server';
import { queueFormMail } from './mail-queue.server';
import type { PostedData } from './posted-data';
import { postedDataHash } from './posted-data-hash.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import { countSubmissions, insertSubmission, insertSubmissionFiles, markSubmission } from './queries.server';
import type { StoredForm } from './stored-forms.server';
import type { Submission } from './submission';
import { removeUploads, storeUploads, type StoredUpload } from './uploads.server';
import { useUpRightAnswers } from './captcha-store.server';

interface Passed {
  unitTag: string;
  submission: Submission;
  posted: PostedData;
  visitor: Visitor;
  senderKey: string;
  /** Submissions per address, counted in the row's transaction. */
  limit: RateLimit;
  /** The CAPTCHA challenges answered right, used up with the message (decision 083). */
  captchaChallenges: string[];
  now: number;
}

/** Rolls the message back: a parallel post used one of its CAPTCHA challenges first. */
class CaptchaUsedFirst extends Error {
  constructor(readonly challenges: string[]) {
    super('CAPTCHA challenge used by another post');
  }
}

const productField = 'product-name';

function filesByField(uploads: StoredUpload[]): Map<string, StoredUpload[]> {
  const map = new Map<string, StoredUpload[]>();
  for (const u of uploads) map.set(u.field, [...(map.get(u.field) ?? []), u]);
  return map;
}

/**
 * Stores a screened submission (uploads, row, rate-limit hit) and queues its mail in the same transaction, so a
 * message the visitor is told was sent is kept with its mail, even if the process dies just after: one that cannot
 * be stored and queued is `aborted` and keeps nothing; one whose Mail has no recipient is kept as `mail_failed`.
 * The address is counted first in that transaction (decision 022), so parallel posts wait for each other's count;
 * one over the limit is `spam` and keeps nothing. Its right CAPTCHA answers are used up there too; one a parallel
 * post used first makes it `validation_failed`, keeping nothing, with those challenges in `usedFirst`.
 */
export async function storeSubmission(deps: ShopDeps, stored: StoredForm, p: Passed): Promise<{ status: ServerStatus; postedDataHash?: string; usedFirst?: string[] }> {
  const db = deps.database.db;
  const at = new Date(p.now).toISOString();
  const hash = postedDataHash(p.posted);
  const fields = Object.fromEntries([...p.posted].map(([name, field]) => [name, field]));
  let uploads: StoredUpload[] = [];
  try {
    uploads = await storeUploads(deps.config.dataDir, p.submission, stored.form.tags.filter((t) => t.type === 'file').map((t) => t.name));
    const { status, ids } = await db.transaction().execute(async (trx) => {
      if (!(await takeFromLimit(trx, p.limit, p.senderKey, new Date(p.now)))) return { status: 'spam', ids: [] } as const;
      const usedFirst = await useUpRightAnswers(trx, p.captchaChallenges, p.now);
      if (usedFirst.length) throw new CaptchaUsedFirst(usedFirst);
      const id = await insertSubmission(trx, {
        form_id: stored.id,
        fields: JSON.stringify(fields),
        posted_data_hash: hash,
        unit_tag: p.unitTag,
        container_post: p.visitor.post?.id ?? 0,
        page_url: p.visitor.pageUrl,
        product_name: p.posted.get(productField)?.values[0] ?? '',
        remote_ip: p.visitor.remoteIp,
        user_agent: p.visitor.userAgent.slice(0, 500),
        created_at: at,
      });
      await insertSubmissionFiles(trx, uploads.map((u) => ({ submission_id: id, field: u.field, original_name: u.originalName, stored_path: u.path, kind: u.kind, size: u.size })));
      const serialNumber = await countSubmissions(trx, stored.id);
      const context = { site: p.visitor.site, submittedAt: new Date(p.now), remoteIp: p.visitor.remoteIp, userAgent: p.visitor.userAgent, url: p.visitor.pageUrl, post: p.visitor.post, serialNumber, invalidFields: 0, user: null };
      const { ids, mailQueued } = await queueFormMail(trx, stored.definition, { form: stored.form, posted: p.posted, files: filesByField(uploads), context });
      const status = mailQueued ? 'mail_sent' : 'mail_failed';
      await markSubmission(trx, id, status, ids);
      return { status, ids } as const;
    });
    if (status === 'spam') {
      await removeUploads(uploads);
      return { status };
    }
    // The .eml copies are for reading without a mail server; the visitor need not wait for them.
    void saveMailFiles(deps, ids).catch((error) => log.error('contact-form-eml', error, { form: stored.id }));
    return { status, postedDataHash: hash };
  } catch (error) {
    await removeUploads(uploads);
    if (error instanceof CaptchaUsedFirst) return { status: 'validation_failed', usedFirst: error.challenges };
    log.error('contact-form-store', error, { form: stored.id });
    return { status: 'aborted' };
  }
}
