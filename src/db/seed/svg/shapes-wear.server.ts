/** Silhouettes of clothes, shoes and accessories on a 1200 × 1200 canvas; `f` is the fill, `d` the detail colour. */
export type Shape = (f: string, d: string) => string;

const buttons = (x: number, ys: number[], d: string) => ys.map((y) => `<circle cx="${x}" cy="${y}" r="10" fill="${d}"/>`).join('');

export const wearShapes = {
  dress: (f, d) =>
    `<path d="M505 250 L560 225 Q600 275 640 225 L695 250 L688 430 Q682 470 700 500 L890 950 Q600 1020 310 950 L500 500 Q518 470 512 430 Z" fill="${f}"/>` +
    `<path d="M505 485 Q600 510 695 485" stroke="${d}" stroke-width="16" fill="none"/>` +
    `<path d="M520 560 L430 930 M600 540 L600 960 M680 560 L770 930" stroke="${d}" stroke-width="5" opacity=".35" fill="none"/>`,
  shirt: (f, d) =>
    `<path d="M430 260 L520 230 L600 300 L680 230 L770 260 L920 360 L990 780 L900 800 L830 470 L830 960 L370 960 L370 470 L300 800 L210 780 L280 360 Z" fill="${f}"/>` +
    `<path d="M520 230 L600 300 L555 350 L495 262 Z M680 230 L600 300 L645 350 L705 262 Z" fill="${f}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M600 300 L600 960" stroke="${d}" stroke-width="6"/>` +
    buttons(620, [400, 500, 600, 700, 800, 900], d),
  tshirt: (f, d) =>
    `<path d="M440 260 Q600 340 760 260 L960 370 L895 530 L820 495 L820 960 L380 960 L380 495 L305 530 L240 370 Z" fill="${f}"/>` +
    `<path d="M450 266 Q600 360 750 266" stroke="${d}" stroke-width="14" fill="none"/>` +
    `<path d="M380 920 L820 920" stroke="${d}" stroke-width="5" opacity=".4"/>`,
  skirt: (f, d) =>
    `<path d="M420 330 L780 330 L910 900 Q600 960 290 900 Z" fill="${f}"/>` +
    `<rect x="415" y="320" width="370" height="70" rx="12" fill="${d}"/>` +
    `<path d="M480 390 L400 910 M560 390 L520 935 M640 390 L680 935 M720 390 L800 910" stroke="${d}" stroke-width="6" opacity=".45"/>`,
  trousers: (f, d) =>
    `<path d="M400 240 L800 240 L845 985 L655 985 L600 520 L545 985 L355 985 Z" fill="${f}"/>` +
    `<rect x="395" y="230" width="410" height="60" rx="10" fill="${d}"/>` +
    `<path d="M600 290 L600 460 M460 300 Q470 380 420 400 M740 300 Q730 380 780 400" stroke="${d}" stroke-width="7" fill="none"/>`,
  shorts: (f, d) =>
    `<path d="M380 360 L820 360 L865 770 L640 790 L600 560 L560 790 L335 770 Z" fill="${f}"/>` +
    `<rect x="375" y="350" width="450" height="60" rx="10" fill="${d}"/>` +
    `<path d="M560 410 Q560 440 540 460 M640 410 Q640 440 660 460" stroke="${d}" stroke-width="8" fill="none"/>`,
  sneaker: (f, d) =>
    `<path d="M220 770 Q225 560 400 540 L520 520 Q600 420 700 470 L760 520 Q900 640 1000 680 Q1025 760 990 800 L230 800 Z" fill="${f}"/>` +
    `<rect x="200" y="785" width="815" height="70" rx="32" fill="#f7f7f2" stroke="${d}" stroke-width="8"/>` +
    `<path d="M560 540 L640 600 M600 510 L690 570 M650 490 L730 550" stroke="${d}" stroke-width="12" stroke-linecap="round"/>`,
  sandal: (f, d) =>
    `<path d="M260 800 Q250 700 420 690 L900 680 Q1000 690 990 770 Q980 830 880 830 L330 840 Q260 840 260 800 Z" fill="${d}"/>` +
    `<path d="M400 695 Q560 520 730 690 M600 690 Q720 540 850 688" stroke="${f}" stroke-width="48" fill="none" stroke-linecap="round"/>`,
  watch: (f, d) =>
    `<rect x="520" y="150" width="160" height="900" rx="40" fill="${f}"/>` +
    `<circle cx="600" cy="600" r="220" fill="#d8d8d8" stroke="${d}" stroke-width="24"/>` +
    `<circle cx="600" cy="600" r="180" fill="#fffdf6"/>` +
    `<path d="M600 600 L600 470 M600 600 L690 650" stroke="#333" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="815" y="580" width="40" height="40" rx="8" fill="#bbb"/>`,
  hat: (f, d) =>
    `<path d="M300 760 Q600 850 900 760 L1000 830 Q600 960 200 830 Z" fill="${d}"/>` +
    `<path d="M380 790 L420 440 Q600 380 780 440 L820 790 Q600 840 380 790 Z" fill="${f}"/>` +
    `<path d="M395 700 Q600 750 805 700" stroke="${d}" stroke-width="30" fill="none"/>`,
  glasses: (f, d) =>
    `<circle cx="420" cy="600" r="170" fill="${d}" opacity=".35"/><circle cx="780" cy="600" r="170" fill="${d}" opacity=".35"/>` +
    `<circle cx="420" cy="600" r="170" fill="none" stroke="${f}" stroke-width="28"/><circle cx="780" cy="600" r="170" fill="none" stroke="${f}" stroke-width="28"/>` +
    `<path d="M585 580 Q600 540 615 580 M250 560 L150 500 M950 560 L1050 500" stroke="${f}" stroke-width="22" fill="none"/>`,
  scarf: (f, d) =>
    `<path d="M350 250 Q600 320 850 250 L800 560 Q700 650 760 980 L620 980 Q560 700 600 560 Q480 600 420 980 L300 980 Q340 600 350 250 Z" fill="${f}"/>` +
    `<path d="M300 980 L300 1040 M330 980 L330 1040 M360 980 L360 1040 M390 980 L390 1040 M630 980 L630 1040 M660 980 L660 1040 M690 980 L690 1040 M720 980 L720 1040 M750 980 L750 1040" stroke="${f}" stroke-width="8"/>` +
    `<path d="M360 320 Q600 400 840 320" stroke="${d}" stroke-width="10" fill="none" opacity=".5"/>`,
  belt: (f, d) =>
    `<g transform="rotate(-20 600 600)"><rect x="150" y="540" width="900" height="120" rx="20" fill="${f}"/>` +
    `<rect x="250" y="505" width="130" height="190" rx="22" fill="none" stroke="#c9a94a" stroke-width="24"/>` +
    `<path d="M315 600 L470 600" stroke="#c9a94a" stroke-width="14"/>` +
    [620, 700, 780].map((x) => `<circle cx="${x}" cy="600" r="14" fill="${d}"/>`).join('') + '</g>',
  sock: (f, d) =>
    `<path d="M500 200 L720 200 L720 680 Q720 720 760 760 L900 880 Q950 960 870 1000 L700 1010 Q560 1010 520 900 L500 760 Z" fill="${f}"/>` +
    `<rect x="500" y="200" width="220" height="90" fill="${d}"/>` +
    `<path d="M520 880 Q560 1000 700 1010 L720 930 Q620 930 560 860 Z M870 1000 Q950 960 900 880 L840 930 Z" fill="${d}"/>`,
} satisfies Record<string, Shape>;
