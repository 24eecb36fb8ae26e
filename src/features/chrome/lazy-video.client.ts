import * as vi from '../../lib/messages/index';

// Only these players are framed (the Content-Security-Policy's frame-src says the same, decision 046).
const players = ['https://www.youtube-nocookie.com/embed/', 'https://player.vimeo.com/video/'];

function playerUrl(embed: string | undefined): string | undefined {
  if (!embed || !players.some((p) => embed.startsWith(p))) return undefined;
  const url = new URL(embed);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

// The thumbnail gives way to the player, which starts at once: the shopper asked for it.
function play(video: HTMLElement): boolean {
  const src = playerUrl(video.dataset.embed);
  if (!src) return false;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = video.querySelector('img')?.alt || vi.chrome.video;
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  video.replaceChildren(frame);
  video.classList.add('lazy-video--playing');
  frame.focus();
  return true;
}

/**
 * Spec 2.1: a lazy video is its 480×360 thumbnail (loaded lazily by the browser) until the shopper plays it; no
 * player is framed before then. Without script its link opens the video on the player's own site.
 */
export function start(): void {
  document.addEventListener('click', (e) => {
    const video = e.target instanceof Element ? e.target.closest<HTMLElement>('.lazy-video') : null;
    if (video && !video.classList.contains('lazy-video--playing') && play(video)) e.preventDefault();
  });
}
