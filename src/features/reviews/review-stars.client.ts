// Spec 2.3 and 8.1: the rating select becomes five stars (links, so Tab and Enter reach them), and a review
// without a rating is stopped with an alert when the shop requires one.

/** Replaces the form's `#rating` select by `p.stars a.star-1 … star-5`; the select stays, hidden, as the value sent. */
export function starRating(form: HTMLFormElement): void {
  const select = form.querySelector<HTMLSelectElement>('select#rating');
  if (!select || form.querySelector('p.stars')) return;
  const stars = document.createElement('p');
  stars.className = 'stars';
  stars.setAttribute('role', 'radiogroup');
  stars.setAttribute('aria-label', select.labels?.[0]?.textContent ?? '');
  const row = stars.appendChild(document.createElement('span'));
  const links = [1, 2, 3, 4, 5].map((n) => {
    const link = row.appendChild(document.createElement('a'));
    link.className = `star-${n}`;
    link.href = '#';
    link.textContent = String(n);
    link.setAttribute('role', 'radio');
    link.setAttribute('aria-checked', 'false');
    link.setAttribute('aria-label', select.options[select.options.length - n]?.textContent ?? String(n));
    link.tabIndex = n === 1 ? 0 : -1; // one Tab stop for the group, arrows move inside it (issue 13)
    return link;
  });
  const choose = (n: number) => {
    select.value = String(n);
    stars.classList.add('selected');
    links.forEach((link, i) => {
      link.classList.toggle('active', i === n - 1);
      link.setAttribute('aria-checked', String(i === n - 1));
      link.tabIndex = i === n - 1 ? 0 : -1;
    });
  };
  stars.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    event.preventDefault();
    choose(links.indexOf(link as HTMLAnchorElement) + 1);
  });
  stars.addEventListener('keydown', (event) => {
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at >= 0 && event.key === ' ') {
      event.preventDefault(); // a radio is checked with Space
      return choose(at + 1);
    }
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
    if (at < 0 || !step) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, at + 1 + step));
    links[next - 1]!.focus();
    choose(next);
  });
  select.hidden = true;
  select.required = false; // the alert below speaks instead of the browser's own bubble on a hidden field
  select.before(stars);
  form.addEventListener('submit', (event) => {
    if (form.dataset.ratingRequired === 'yes' && select.value === '' && !select.disabled) {
      event.preventDefault();
      window.alert(form.dataset.requiredRatingText ?? '');
    }
  });
}
