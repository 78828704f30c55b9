import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * The demo shop's photos, drawn from the repository's own drawings (apps/api/seed-images, 800 × 800 SVG): the
 * drawing itself, its doll in another colour, a close-up, or the doll with something added (a graduation cap, a
 * gift basket) or made into a cushion or a bolster. Each comes out as a 900 × 900 PNG, which the seed stores as
 * the owner's uploads are stored.
 */

/** Moves the doll's colours whose hue is within `hues` (degrees) to another hue, saturation and lightness. */
export interface Recolour {
  hues: [number, number];
  hue?: number;
  saturation?: number;
  /** Towards white (0..1) or black (negative). */
  lighten?: number;
}

/** A circle of the 900-px drawing: a doll's head. */
export interface Circle {
  x: number;
  y: number;
  r: number;
}

export interface DemoPhoto {
  /** The name a variant points at it by ("pink"); the cover needs none. */
  key?: string;
  /** A file of seed-images/. */
  drawing: string;
  recolour?: Recolour;
  /** A graduation cap of this colour on the doll's head, and a diploma in its arms. */
  toga?: string;
  /** The doll in a gift basket with flowers. */
  basket?: boolean;
  /** The doll's head on a cushion of this colour. */
  cushion?: { fill: string; head: Circle };
  /** The doll's head at the end of a bolster of this colour, with spots. */
  bolster?: { fill: string; spots: string; head: Circle };
  /** Only this square of the 900-px photo, enlarged: a close-up. */
  closeUp?: { left: number; top: number; size: number };
}

const SIZE = 900;

/** The drawings live beside the sources (src/seed → ../../seed-images) and beside the bundle (dist → ../seed-images). */
export function drawingsDir(): string | undefined {
  return [new URL('../../seed-images/', import.meta.url), new URL('../seed-images/', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(dir));
}

function hexToHsl(hex: string): [number, number, number] {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Every drawing opens with its background gradient (`#bg`), which keeps its colours; after it, the fur's colours
 * (hue within the range, not grey, not the dark of eyes and outlines) take the new hue.
 */
function recolour(svg: string, { hues: [from, to], hue, saturation, lighten = 0 }: Recolour): string {
  const background = svg.indexOf('</radialGradient>');
  return (
    svg.slice(0, background) +
    svg.slice(background).replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (hex) => {
      const [h, s, l] = hexToHsl(hex);
      if (h < from || h > to || s < 0.12 || l < 0.22) return hex;
      const light = lighten >= 0 ? l + lighten * (1 - l) : l * (1 + lighten);
      return hslToHex(hue ?? h, saturation ?? s, Math.min(0.97, light));
    })
  );
}

const toga = (colour: string) => `<defs><linearGradient id="togaShine" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient></defs>
  <g transform="translate(400 150)">
    <ellipse cx="0" cy="58" rx="96" ry="22" fill="#000" opacity=".18"/>
    <path d="M-88 10 L-88 52 Q0 86 88 52 L88 10 Z" fill="${colour}"/>
    <path d="M0 -40 L170 8 L0 56 L-170 8 Z" fill="${colour}"/>
    <path d="M0 -40 L170 8 L0 56 L-170 8 Z" fill="url(#togaShine)"/>
    <circle cx="0" cy="8" r="9" fill="#f2c14e"/>
    <path d="M0 8 Q90 14 128 30 L128 96" fill="none" stroke="#f2c14e" stroke-width="6" stroke-linecap="round"/>
    <path d="M118 92 L138 92 L142 132 L114 132 Z" fill="#f2c14e"/>
  </g>
  <g transform="translate(470 520) rotate(-25)">
    <rect x="-70" y="-16" width="140" height="32" rx="16" fill="#fffaf0" stroke="#d8c9a8" stroke-width="3"/>
    <ellipse cx="70" cy="0" rx="8" ry="16" fill="#efe4cc" stroke="#d8c9a8" stroke-width="3"/>
    <rect x="-12" y="-18" width="24" height="36" fill="#c0392b"/>
  </g>`;

const flower = (x: number, y: number, colour: string) =>
  `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288]
    .map((a) => `<ellipse cx="0" cy="-22" rx="15" ry="24" fill="${colour}" transform="rotate(${a})"/>`)
    .join('')}<circle r="12" fill="#f4a259"/></g>`;

const basket = () => `<path d="M150 500 L650 500 L605 760 Q400 790 195 760 Z" fill="#c8955a"/>
  ${[0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M${165 + i * 3} ${540 + i * 45} Q400 ${560 + i * 45} ${635 - i * 3} ${540 + i * 45}" fill="none" stroke="#a8743d" stroke-width="8"/>`,
    )
    .join('')}
  <rect x="130" y="480" width="540" height="40" rx="20" fill="#b07c43"/>
  <path d="M400 520 l-70 -40 v80 z M400 520 l70 -40 v80 z" fill="#e0485f"/><circle cx="400" cy="520" r="18" fill="#c73a50"/>
  ${flower(190, 430, '#ff8fab')}${flower(240, 400, '#ffd166')}${flower(615, 420, '#ff8fab')}${flower(570, 395, '#ffffff')}`;

const stitches = 'fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-dasharray="14 12"';

const cushion = (fill: string) => `<ellipse cx="400" cy="690" rx="290" ry="40" fill="#3a2a2a" opacity=".15"/>
  <path d="M140 150 Q400 110 660 150 Q700 400 660 650 Q400 690 140 650 Q100 400 140 150 Z" fill="${fill}"/>
  <path d="M170 180 Q400 146 630 180 Q664 400 630 620 Q400 654 170 620 Q136 400 170 180 Z" ${stitches}/>`;

const bolster = (
  fill: string,
  spots: string,
) => `<ellipse cx="400" cy="640" rx="330" ry="36" fill="#3a2a2a" opacity=".15"/>
  <g transform="rotate(-18 400 420)"><rect x="40" y="330" width="720" height="190" rx="95" fill="${fill}"/>
  ${[150, 260, 370, 480, 590]
    .map((cx, i) => `<circle cx="${cx}" cy="${i % 2 ? 380 : 470}" r="22" fill="${spots}" opacity=".55"/>`)
    .join('')}
  <rect x="40" y="330" width="720" height="190" rx="95" ${stitches}/></g>`;

/** The drawing's background alone (its gradients and first square), for a cushion or a bolster. */
function backgroundOf(svg: string): string {
  const square = '<rect width="800" height="800" fill="url(#bg)"/>';
  return svg.slice(0, svg.indexOf(square) + square.length);
}

const render = (svg: string) =>
  sharp(Buffer.from(svg), { density: 144 }).resize(SIZE, SIZE).png({ compressionLevel: 1 }).toBuffer();

/** A round crop of the drawing (a head), `size` px across. */
async function head(svg: string, { x, y, r }: Circle, size: number): Promise<Buffer> {
  const crop = await sharp(await render(svg))
    .extract({ left: x - r, top: y - r, width: 2 * r, height: 2 * r })
    .resize(size, size)
    .png()
    .toBuffer();
  const round = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(crop)
    .composite([{ input: round, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The photo as a 900 × 900 PNG, or undefined when the drawings are not there (a bundle without them). */
export async function drawPhoto(photo: DemoPhoto, dir = drawingsDir()): Promise<Buffer | undefined> {
  const file = dir ? `${dir}${photo.drawing}` : undefined;
  if (!file || !existsSync(file)) return undefined;
  let svg = await readFile(file, 'utf8');
  if (photo.recolour) svg = recolour(svg, photo.recolour);
  let png: Buffer;
  if (photo.cushion) {
    const face = await head(svg, photo.cushion.head, 430);
    const base = await render(`${backgroundOf(svg)}${cushion(photo.cushion.fill)}</svg>`);
    png = await sharp(base)
      .composite([{ input: face, left: 235, top: 215 }])
      .png({ compressionLevel: 1 })
      .toBuffer();
  } else if (photo.bolster) {
    const face = await head(svg, photo.bolster.head, 300);
    const base = await render(`${backgroundOf(svg)}${bolster(photo.bolster.fill, photo.bolster.spots)}</svg>`);
    png = await sharp(base)
      .composite([{ input: face, left: 560, top: 170 }])
      .png({ compressionLevel: 1 })
      .toBuffer();
  } else {
    const extra = (photo.toga ? toga(photo.toga) : '') + (photo.basket ? basket() : '');
    png = await render(extra ? svg.replace('</svg>', `${extra}</svg>`) : svg);
  }
  if (!photo.closeUp) return png;
  const { left, top, size } = photo.closeUp;
  const square = await sharp(png).extract({ left, top, width: size, height: size }).png().toBuffer();
  return sharp(square).resize(SIZE, SIZE).png({ compressionLevel: 1 }).toBuffer();
}
