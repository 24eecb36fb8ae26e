// Reviews in the browser: the stars and replies load only on pages that hold the review form.
const stars = () => import('./review-stars.client');
const replies = () => import('./review-replies.client');

/** Turns the review form's rating select into stars and wires the reply links, when the page has the form. */
export function startReviewForm(): void {
  const form = document.querySelector<HTMLFormElement>('form#commentform');
  if (!form) return;
  void stars().then((s) => s.starRating(form));
  void replies().then((r) => r.replyBehaviour(form));
}
