// Spec 2.3: reply links move the form under the review answered and point it at the link's post (data-postid);
// cancel puts it back with comment_parent '0' and the form's own post; Ctrl or Cmd + Enter submits. Replies carry
// no rating, so the rating row is disabled while replying.

/**
 * Wires the cancel link and the submit shortcut of the review form; answers what a reply link's press does (the
 * caller holds presses made before this code arrived). Without the form's parts, a reply link is followed.
 */
export function replyBehaviour(form: HTMLFormElement): (link: HTMLAnchorElement) => void {
  const respond = form.closest<HTMLElement>('#respond');
  const parent = form.querySelector<HTMLInputElement>('#comment_parent');
  const post = form.querySelector<HTMLInputElement>('#comment_post_ID');
  const cancel = document.getElementById('cancel-comment-reply-link');
  const title = document.getElementById('reply-title');
  if (!respond || !parent || !post || !cancel || !title) return (link) => location.assign(link.href);
  const formPost = post.value;
  const titleText = title.firstChild;
  const formTitle = titleText?.textContent ?? '';
  const home = document.createElement('div');
  home.id = 'wp-temp-form-div';
  home.hidden = true;
  respond.before(home);
  const rating = form.querySelector<HTMLElement>('.comment-form-rating');
  const setReplying = (to: { id: string; postId: string; label: string } | undefined) => {
    parent.value = to?.id ?? '0';
    post.value = to?.postId ?? formPost;
    cancel.hidden = !to;
    if (titleText) titleText.textContent = to?.label ?? formTitle;
    if (rating) rating.hidden = Boolean(to);
    form.querySelector<HTMLSelectElement>('select#rating')?.toggleAttribute('disabled', Boolean(to));
  };

  // A page drawn as a reply (no script, ?replytocom=) has no rating row: its cancel link reloads the plain form.
  const drawnAsReply = parent.value !== '0';
  cancel.addEventListener('click', (event) => {
    if (drawnAsReply) return;
    event.preventDefault();
    home.after(respond);
    setReplying(undefined);
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit(form.querySelector<HTMLElement>('#submit'));
    }
  });
  return (link) => {
    const below = document.getElementById(link.dataset.belowelement ?? '');
    if (!below) return location.assign(link.href);
    below.after(respond);
    setReplying({ id: link.dataset.commentid ?? '0', postId: link.dataset.postid ?? formPost, label: link.dataset.replyto ?? '' });
    form.querySelector<HTMLTextAreaElement>('#comment')?.focus();
  };
}
