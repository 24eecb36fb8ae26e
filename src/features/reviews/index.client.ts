// Reviews in the browser: the star rating loads only on pages that hold the review form.
const stars = () => import('./review-stars.client');

/** Turns the review form's rating select into stars, when the page has the form. */
export function startReviewForm(): void {
  const form = document.querySelector<HTMLFormElement>('form#commentform');
  if (form) void stars().then((s) => s.starRating(form));
}
