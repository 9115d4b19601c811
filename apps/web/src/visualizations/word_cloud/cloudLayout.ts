/**
 * Word cloud placement (pure, deterministic for a seed): biggest words first, each one starting
 * near the centre and walking out along an Archimedean spiral (stretched to the box's aspect)
 * until its rotated box overlaps no placed word and fits inside the box. Overlap is tested on
 * the words' oriented rectangles (separating axes), so words rotated by 30° pack tightly.
 * Words that find no room are left out; `layoutWithRetry` then lays out on a larger canvas
 * (drawn scaled down) until the biggest words all fit, as Superset's word cloud does.
 */
import type { MeasureText } from '../shared/text/textMeasure';
import { seededRandom } from '../shared/seededRandom';

export const ROTATIONS = ['flat', 'square', 'random'] as const;
export type Rotation = (typeof ROTATIONS)[number];

export interface CloudWord {
  text: string;
  /** Font size in pixels. */
  size: number;
  color: string;
}

export interface PlacedWord extends CloudWord {
  /** Centre, relative to the centre of the canvas. */
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rotate: number;
  width: number;
  height: number;
}

export interface CloudLayoutOptions {
  width: number;
  height: number;
  rotation: Rotation;
  /** Space kept around each word, in pixels. */
  padding: number;
  measure: MeasureText;
  seed: string;
  bold?: boolean;
}

/** Height of a word's box relative to its font size (ascenders to descenders). */
const LINE_BOX = 0.95;
/** Spiral spacing: radius growth per radian and step length along the curve, in pixels. */
const SPIRAL_GROWTH = 2;
const SPIRAL_ARC = 5;

interface Box {
  cx: number;
  cy: number;
  halfW: number;
  halfH: number;
  cos: number;
  sin: number;
  /** Axis-aligned half extents, for quick rejection and bounds. */
  extentX: number;
  extentY: number;
}

function rotationFor(rotation: Rotation, random: () => number): number {
  switch (rotation) {
    case 'flat':
      return 0;
    case 'square':
      return Math.floor(random() * 2) * 90;
    case 'random':
      // One of -90, -60, -30, 0, 30, 60.
      return Math.floor(random() * 6 - 3) * 30;
  }
}

export function makeBox(
  cx: number,
  cy: number,
  width: number,
  height: number,
  degrees: number,
): Box {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const halfW = width / 2;
  const halfH = height / 2;
  return {
    cx,
    cy,
    halfW,
    halfH,
    cos,
    sin,
    extentX: Math.abs(halfW * cos) + Math.abs(halfH * sin),
    extentY: Math.abs(halfW * sin) + Math.abs(halfH * cos),
  };
}

/** Half the box's projected length on an axis. */
function projectedRadius(box: Box, axisX: number, axisY: number): number {
  return (
    box.halfW * Math.abs(box.cos * axisX + box.sin * axisY) +
    box.halfH * Math.abs(-box.sin * axisX + box.cos * axisY)
  );
}

/** Whether two oriented rectangles overlap (separating axis theorem). */
export function boxesOverlap(a: Box, b: Box): boolean {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  if (Math.abs(dx) >= a.extentX + b.extentX || Math.abs(dy) >= a.extentY + b.extentY) return false;
  const axes: Array<[number, number]> = [
    [a.cos, a.sin],
    [-a.sin, a.cos],
    [b.cos, b.sin],
    [-b.sin, b.cos],
  ];
  for (const [axisX, axisY] of axes) {
    const distance = Math.abs(dx * axisX + dy * axisY);
    if (distance >= projectedRadius(a, axisX, axisY) + projectedRadius(b, axisX, axisY)) {
      return false;
    }
  }
  return true;
}

export function layoutCloud(
  words: readonly CloudWord[],
  options: CloudLayoutOptions,
): PlacedWord[] {
  const { width, height, padding, measure } = options;
  const random = seededRandom(options.seed);
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const aspect = height > 0 ? width / height : 1;
  const placed: Array<{ word: PlacedWord; box: Box }> = [];

  // Biggest first; ties by text (code-point order, the same in every locale).
  const sorted = [...words].sort(
    (a, b) => b.size - a.size || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  for (const word of sorted) {
    const rotate = rotationFor(options.rotation, random);
    const textWidth = measure(word.text, word.size, options.bold ?? true);
    const boxWidth = textWidth + padding * 2;
    const boxHeight = word.size * LINE_BOX + padding * 2;
    // Start near the centre, jittered so equal words do not line up on one axis.
    const startX = (random() - 0.5) * width * 0.1;
    const startY = (random() - 0.5) * height * 0.1;
    const direction = random() < 0.5 ? -1 : 1;

    // The spiral's radius grows SPIRAL_GROWTH px per radian; steps stay about SPIRAL_ARC px
    // long along the curve, so far-out positions are tried as densely as central ones.
    for (let angle = 0; ; angle += Math.min(0.5, SPIRAL_ARC / Math.max(SPIRAL_GROWTH * angle, 1))) {
      const radius = SPIRAL_GROWTH * angle;
      if (radius > halfHeight * 1.5 + word.size) break;
      const cx = startX + aspect * radius * Math.cos(direction * angle);
      const cy = startY + radius * Math.sin(direction * angle);
      const box = makeBox(cx, cy, boxWidth, boxHeight, rotate);
      const inside =
        cx - box.extentX >= -halfWidth &&
        cx + box.extentX <= halfWidth &&
        cy - box.extentY >= -halfHeight &&
        cy + box.extentY <= halfHeight;
      if (!inside) continue;
      if (placed.some((other) => boxesOverlap(box, other.box))) continue;
      placed.push({
        word: {
          ...word,
          x: Math.round(cx * 10) / 10,
          y: Math.round(cy * 10) / 10,
          rotate,
          width: textWidth,
          height: word.size * LINE_BOX,
        },
        box,
      });
      break;
    }
  }
  return placed.map((entry) => entry.word);
}

/** How much larger than the box the canvas may grow, and in what steps. */
const SCALE_STEP = 0.5;
const MAX_SCALE = 3;
/** The share of the biggest words (at least ten) that must all be placed. */
const TOP_SHARE = 0.1;

export interface CloudLayout {
  words: PlacedWord[];
  /** The canvas was this many times the box; draw it scaled down by the same factor. */
  scale: number;
}

export function layoutWithRetry(
  words: readonly CloudWord[],
  options: CloudLayoutOptions,
): CloudLayout {
  const bySize = [...words].sort((a, b) => b.size - a.size);
  const mustFit = new Set(
    bySize.slice(0, Math.max(Math.ceil(words.length * TOP_SHARE), 10)).map((w) => w.text),
  );
  let scale = 1;
  for (;;) {
    const placed = layoutCloud(words, {
      ...options,
      width: options.width * scale,
      height: options.height * scale,
    });
    const placedTexts = new Set(placed.map((word) => word.text));
    const fits = [...mustFit].every((text) => placedTexts.has(text));
    if (fits || scale >= MAX_SCALE) return { words: placed, scale };
    scale += SCALE_STEP;
  }
}
