import type {ReactNode} from 'react';
import styles from './styles.module.css';

const FILL = 'currentColor';

/** Bars standing for lines of text: [x, y, width] each, all of one height. */
function bars(lines: readonly (readonly [number, number, number])[], height = 8): ReactNode {
  return lines.map(([x, y, width]) => <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} rx={height / 2} />);
}

/**
 * The hero's picture: the development server in a terminal, and the docs site
 * it serves in a browser. Inline SVG, so it paints with the page and follows
 * the colour mode through CSS (each group takes its colour from the
 * stylesheet); decorative, hidden from assistive technology.
 */
export default function HeroArt(): ReactNode {
  return (
    <svg className={styles.heroArt} viewBox="0 0 560 440" aria-hidden="true" focusable="false">
      <g className={styles.artShadow} fill={FILL}>
        <rect x="40" y="18" width="510" height="340" rx="14" />
      </g>
      <g className={styles.artSurface} fill={FILL}>
        <rect x="40" y="10" width="510" height="340" rx="14" />
      </g>
      <g className={styles.artChrome} fill={FILL}>
        <path d="M40 44V24a14 14 0 0 1 14-14h482a14 14 0 0 1 14 14v20z" />
        <rect x="440" y="53" width="94" height="22" rx="11" />
      </g>
      <circle cx="60" cy="27" r="5" fill="#f0736a" />
      <circle cx="76" cy="27" r="5" fill="#f4bf4f" />
      <circle cx="92" cy="27" r="5" fill="#5ec26a" />
      <g className={styles.artSurface} fill={FILL}>
        <rect x="112" y="18" width="424" height="18" rx="9" />
      </g>
      <g className={styles.artMuted} fill={FILL} fontSize="11">
        <text x="124" y="31">localhost:3000/docs/intro/</text>
      </g>
      <g className={styles.artBorder} fill={FILL}>
        <rect x="40" y="84" width="510" height="1" />
        <rect x="176" y="85" width="1" height="265" />
      </g>
      <g className={styles.artPrimary} fill={FILL}>
        <rect x="58" y="53" width="22" height="22" rx="6" />
        <rect x="196" y="238" width="4" height="44" rx="2" />
      </g>
      <g className={styles.artText} fill={FILL} fontSize="14" fontWeight="700">
        <text x="90" y="69">My Site</text>
      </g>
      <g className={styles.artSoft} fill={FILL}>
        <rect x="50" y="126" width="116" height="20" rx="5" />
        <rect x="196" y="238" width="330" height="44" rx="6" />
      </g>
      <g className={styles.artLine} fill={FILL}>
        {bars([
          [170, 60, 40],
          [222, 60, 34],
          [60, 106, 86],
          [60, 158, 72],
          [60, 184, 94],
          [60, 210, 64],
          [60, 236, 80],
          [196, 100, 120],
          [196, 162, 300],
          [196, 180, 270],
          [196, 198, 310],
          [196, 216, 180],
          [212, 264, 220],
        ])}
      </g>
      <g className={styles.artPrimary} fill={FILL}>
        {bars([
          [60, 132, 70],
          [212, 248, 60],
        ])}
      </g>
      <g className={styles.artStrong} fill={FILL}>{bars([[196, 124, 220]], 18)}</g>
      <g className={styles.artCode} fill={FILL}>
        <rect x="196" y="296" width="330" height="40" rx="6" />
      </g>
      <g fill="#8fb7ff">{bars([[212, 312, 60]])}</g>
      <g fill="#9fe2bf">{bars([[280, 312, 140]])}</g>
      {/* The terminal is dark in both modes, as terminals are. */}
      <rect x="0" y="262" width="300" height="170" rx="12" fill="#000" opacity="0.2" />
      <rect x="0" y="254" width="300" height="170" rx="12" fill="#16181d" />
      <circle cx="20" cy="272" r="5" fill="#f0736a" />
      <circle cx="36" cy="272" r="5" fill="#f4bf4f" />
      <circle cx="52" cy="272" r="5" fill="#5ec26a" />
      <g className={styles.artMono} fontSize="12" fill="#e6e8eb">
        <text x="18" y="314">
          <tspan fill="#5ec26a">$</tspan> npm run start
        </text>
        <text x="18" y="346">
          <tspan fill="#5ec26a">[SUCCESS]</tspan> Docusaurus website is
        </text>
        <text x="18" y="366">running at:</text>
        <text x="18" y="386" fill="#7fdcb0">http://localhost:3000/</text>
      </g>
    </svg>
  );
}
