/**
 * Spec 8.5: printing before lazy images have loaded warns by an alert and by a line in the printout
 * (`.print-warning`, shown by CSS while `html.images-loading`); the pending images start loading at once, so
 * printing again has them. The alert says what the page's own line says, so no message text ships in the script.
 */
export function startPrintWarning(): void {
  window.addEventListener('beforeprint', () => {
    // A lazy image the browser has not fetched yet may count as complete, but has no pixels.
    const pending = [...document.images].filter((img) => !img.complete || (img.loading === 'lazy' && img.naturalWidth === 0));
    document.documentElement.classList.toggle('images-loading', pending.length > 0);
    if (!pending.length) return;
    for (const img of pending) img.loading = 'eager';
    const line = document.querySelector('.print-warning')?.textContent;
    if (line) window.alert(line);
  });
}
