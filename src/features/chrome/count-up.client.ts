import { countAt, countTarget, countText } from './count-up';

function countUp(el: HTMLElement): void {
  const text = el.textContent ?? '';
  const target = countTarget(text);
  if (target === undefined || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const grouped = /[.\s\u00a0]/.test(text.trim());
  let began: number | undefined;
  const frame = (now: number) => {
    began ??= now; // the count starts on the first frame drawn, so a busy phone still shows it from 0
    const elapsed = now - began;
    el.textContent = countText(countAt(target, elapsed), grouped);
    if (countAt(target, elapsed) < target) requestAnimationFrame(frame);
    else el.textContent = text;
  };
  requestAnimationFrame(frame);
}

/** Spec 2.1, 9.4: each `.count-up` number counts up from 0 over 4 s once it scrolls into view; its text stays the figure for readers without script. */
export function start(): void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      countUp(entry.target as HTMLElement);
    }
  }, { threshold: 0.1 });
  for (const el of document.querySelectorAll('.count-up')) observer.observe(el);
}
