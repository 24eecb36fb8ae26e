import { holdPressesUntilLoaded } from '../../client/held-presses';

// Reviews in the browser: the stars and replies load only on pages that hold the review form.
const stars = () => import('./review-stars.client');
const replies = () => import('./review-replies.client');

/**
 * Turns the review form's rating select into stars and wires the reply links, when the page has the form; a reply
 * press made before the replies' code arrives is held, not followed to the no-script reply page (decision 059).
 */
export function startReviewForm(): void {
  const form = document.querySelector<HTMLFormElement>('form#commentform');
  if (!form) return;
  void stars().then((s) => s.starRating(form));
  const replyTo = replies().then((r) => r.replyBehaviour(form));
  const respondId = form.closest('#respond')?.id;
  holdPressesUntilLoaded({
    selector: 'a.comment-reply-link',
    load: () => replyTo,
    open: (reply, link) => reply(link as HTMLAnchorElement),
    name: 'review replies',
    handles: (link) => Boolean(respondId) && link.dataset.respondelement === respondId,
  });
}
