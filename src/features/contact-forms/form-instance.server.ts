import type { ShopDeps } from '../../server/shop.server';
import { challengeSettings } from './challenge-settings.server';
import { drawChallenges } from './challenges.server';
import { fillTokenNow } from './fill-time.server';
import type { ParsedForm } from './form-tag';
import type { FormInstance } from './render-context';
import { formSecrets, type StoredForm } from './stored-forms.server';
import { unitTagOf } from './unit-tag';

// The hidden fields are there, empty, for the refill to fill when the form is first shown.
const emptyChallenges = (form: ParsedForm) => ({
  quiz: Object.fromEntries(form.tags.filter((t) => t.type === 'quiz').map((t) => [t.name, { question: '', answerHash: '' }])),
  captcha: Object.fromEntries(form.tags.filter((t) => t.type === 'captchac').map((t) => [t.name, { challenge: '', imageUrl: '' }])),
});

export interface Placement {
  /** The page (or product) the form is on: `_wpcf7_container_post`; 0 for none. */
  containerPost: number;
  pageUrl: string;
  /** Which form on the page this is, from 1. */
  n: number;
}

/** One rendering of a stored form: its unit tag, fresh quiz questions and CAPTCHA challenges (unless left to a refill), the signed fill time. */
export async function formInstance(
  deps: Pick<ShopDeps, 'database' | 'config'>,
  stored: StoredForm,
  placement: Placement,
  options: { challenges: boolean } = { challenges: true },
): Promise<FormInstance> {
  const now = Date.now();
  const unitTag = unitTagOf({ formId: stored.id, containerPost: placement.containerPost, n: placement.n });
  const { quiz, captcha } = options.challenges ? drawChallenges(stored.form, challengeSettings(deps, stored.id, now)) : emptyChallenges(stored.form);
  return {
    formId: stored.id,
    unitTag,
    containerPost: placement.containerPost,
    pageUrl: placement.pageUrl,
    quiz,
    captcha,
    fillToken: fillTokenNow({ formId: stored.id, unitTag }, now, formSecrets(deps.config).fillSecret),
    acceptanceAsValidation: stored.definition.settings.acceptanceAsValidation,
  };
}
