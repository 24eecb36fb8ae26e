import type { Shape } from './shapes-wear.server';

/** Silhouettes of bags and home goods on a 1200 × 1200 canvas. */
export const goodsShapes = {
  tote: (f, d) =>
    `<path d="M440 480 Q440 250 600 250 Q760 250 760 480" stroke="${f}" stroke-width="36" fill="none"/>` +
    `<path d="M330 480 L870 480 L920 1000 L280 1000 Z" fill="${f}"/>` +
    `<rect x="470" y="640" width="260" height="200" rx="16" fill="${d}" opacity=".4"/>`,
  handbag: (f, d) =>
    `<path d="M340 530 Q600 130 860 530" stroke="${d}" stroke-width="14" stroke-dasharray="28 14" fill="none"/>` +
    `<path d="M300 560 Q300 520 340 520 L860 520 Q900 520 900 560 L930 940 Q930 980 890 980 L310 980 Q270 980 270 940 Z" fill="${f}"/>` +
    `<path d="M300 540 L900 540 L900 700 Q600 790 300 700 Z" fill="${d}"/>` +
    `<circle cx="600" cy="740" r="26" fill="#d4b35a"/>`,
  backpack: (f, d) =>
    `<path d="M520 300 Q520 200 600 200 Q680 200 680 300" stroke="${d}" stroke-width="24" fill="none"/>` +
    `<rect x="340" y="290" width="520" height="720" rx="140" fill="${f}"/>` +
    `<rect x="420" y="640" width="360" height="290" rx="60" fill="${d}"/>` +
    `<path d="M400 420 Q600 380 800 420" stroke="${d}" stroke-width="8" fill="none"/>`,
  wallet: (f, d) =>
    `<rect x="250" y="400" width="700" height="440" rx="40" fill="${f}"/>` +
    `<path d="M250 440 Q250 400 290 400 L910 400 Q950 400 950 440 L950 600 L250 600 Z" fill="${d}"/>` +
    `<rect x="280" y="430" width="640" height="380" rx="26" fill="none" stroke="#f2e6c9" stroke-width="5" stroke-dasharray="16 12"/>` +
    `<circle cx="880" cy="600" r="22" fill="#d4b35a"/>`,
  mug: (f, d) =>
    `<path d="M760 500 Q920 500 920 640 Q920 780 760 780" stroke="${f}" stroke-width="50" fill="none"/>` +
    `<rect x="380" y="400" width="380" height="480" rx="30" fill="${f}"/>` +
    `<ellipse cx="570" cy="402" rx="190" ry="30" fill="${d}"/>` +
    `<path d="M430 520 L470 480 L500 560 L540 500" stroke="#ffffff" stroke-width="4" opacity=".5" fill="none"/>`,
  bottle: (f, d) =>
    `<rect x="500" y="170" width="200" height="170" rx="30" fill="${d}"/>` +
    `<rect x="470" y="320" width="260" height="700" rx="80" fill="${f}"/>` +
    `<rect x="470" y="470" width="260" height="40" fill="${d}" opacity=".5"/>` +
    `<rect x="510" y="560" width="26" height="380" rx="13" fill="#ffffff" opacity=".35"/>`,
  pan: (f, d) =>
    `<rect x="760" y="612" width="400" height="64" rx="32" fill="${d}" transform="rotate(-10 760 640)"/>` +
    `<circle cx="480" cy="640" r="310" fill="${d}"/><circle cx="480" cy="640" r="260" fill="${f}"/>` +
    `<circle cx="420" cy="580" r="80" fill="#ffffff" opacity=".12"/>`,
  bowl: (f, d) =>
    `<ellipse cx="600" cy="900" rx="390" ry="75" fill="${d}"/>` +
    `<path d="M280 560 L920 560 Q900 860 600 880 Q300 860 280 560 Z" fill="${f}"/>` +
    `<ellipse cx="600" cy="560" rx="320" ry="46" fill="${d}"/>` +
    `<path d="M360 680 Q420 640 480 680 T600 680 T720 680 T840 680" stroke="#ffffff" stroke-width="10" fill="none" opacity=".8"/>`,
  teapot: (f, d) =>
    `<path d="M850 560 Q980 580 960 720 Q940 820 830 800" stroke="${f}" stroke-width="40" fill="none"/>` +
    `<path d="M360 640 Q240 580 210 430 L250 420 Q300 540 400 570 Z" fill="${f}"/>` +
    `<ellipse cx="600" cy="660" rx="260" ry="220" fill="${f}"/>` +
    `<ellipse cx="600" cy="445" rx="150" ry="40" fill="${d}"/><circle cx="600" cy="395" r="30" fill="${d}"/>`,
  box: (f, d) =>
    `<rect x="280" y="480" width="640" height="400" rx="50" fill="${f}" opacity=".6" stroke="${d}" stroke-width="10"/>` +
    `<rect x="260" y="410" width="680" height="95" rx="30" fill="${d}"/>` +
    `<path d="M520 510 L520 870 M720 510 L720 870" stroke="${d}" stroke-width="10" opacity=".6"/>`,
  cushion: (f, d) =>
    `<path d="M300 320 Q600 260 900 320 Q960 600 900 880 Q600 940 300 880 Q240 600 300 320 Z" fill="${f}"/>` +
    `<path d="M600 380 L820 600 L600 820 L380 600 Z M600 470 L730 600 L600 730 L470 600 Z" fill="none" stroke="${d}" stroke-width="16"/>` +
    `<path d="M330 420 L870 420 M330 780 L870 780" stroke="#ffffff" stroke-width="10" stroke-dasharray="30 20" opacity=".7"/>`,
  candle: (f, d) =>
    `<path d="M600 300 Q650 380 600 430 Q550 380 600 300 Z" fill="#f6b73c"/>` +
    `<path d="M600 430 L600 500" stroke="#333" stroke-width="8"/>` +
    `<rect x="420" y="480" width="360" height="460" rx="40" fill="${f}" opacity=".85"/>` +
    `<ellipse cx="600" cy="500" rx="170" ry="26" fill="${d}"/>` +
    `<rect x="460" y="650" width="280" height="150" rx="14" fill="#ffffff" opacity=".55"/>`,
  vase: (f, d) =>
    `<path d="M520 250 L680 250 L670 330 Q860 500 820 760 Q780 960 600 970 Q420 960 380 760 Q340 500 530 330 Z" fill="${f}"/>` +
    `<ellipse cx="600" cy="252" rx="80" ry="18" fill="${d}"/>` +
    `<path d="M420 600 Q600 520 780 600 M410 720 Q600 640 790 720" stroke="#ffffff" stroke-width="12" fill="none" opacity=".75"/>` +
    `<circle cx="600" cy="820" r="50" fill="none" stroke="#ffffff" stroke-width="10" opacity=".75"/>`,
  basket: (f, d) =>
    `<path d="M400 500 Q400 300 600 300 Q800 300 800 500" stroke="${d}" stroke-width="30" fill="none"/>` +
    `<path d="M300 500 L900 500 L840 950 L360 950 Z" fill="${f}"/>` +
    [580, 660, 740, 820, 900].map((y) => `<path d="M${310 + (y - 500) / 8} ${y} L${890 - (y - 500) / 8} ${y}" stroke="${d}" stroke-width="10"/>`).join(''),
  towel: (f, d) =>
    `<rect x="300" y="640" width="600" height="170" rx="44" fill="${d}"/>` +
    `<rect x="320" y="470" width="560" height="170" rx="44" fill="${f}"/>` +
    `<rect x="340" y="310" width="520" height="160" rx="44" fill="${d}"/>` +
    `<path d="M320 590 L880 590 M300 760 L900 760" stroke="#ffffff" stroke-width="12" opacity=".7"/>`,
  lamp: (f, d) =>
    `<circle cx="600" cy="470" r="330" fill="#fff6cc" opacity=".6"/>` +
    `<rect x="585" y="620" width="30" height="300" fill="${d}"/>` +
    `<ellipse cx="600" cy="940" rx="170" ry="40" fill="${d}"/>` +
    `<path d="M420 300 L780 300 L880 620 L320 620 Z" fill="${f}"/>`,
} satisfies Record<string, Shape>;
