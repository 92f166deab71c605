import { randomBytes } from 'node:crypto';
import { encodePng } from './png.ts';

type Point = [number, number];

/** n+1 points of an elliptical arc on the 10 x 14 glyph grid (degrees; 0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, n = 14): Point[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

// Digits as strokes on a 10 x 14 grid. They are drawn into pixels (never sent as vectors), each with its own
// rotation, shear, size and position, then the whole image is warped and covered with noise.
const GLYPHS: Record<string, Point[][]> = {
  '0': [arc(5, 7, 4.3, 6.5, 0, 360, 24)],
  '1': [
    [
      [2, 3.5],
      [5.5, 0.5],
      [5.5, 13.5],
    ],
    [
      [2.5, 13.5],
      [8.5, 13.5],
    ],
  ],
  '2': [[...arc(5, 4.3, 4, 3.8, 180, 400), [0.8, 13.5], [9.5, 13.5]]],
  '3': [arc(5, 3.6, 3.8, 3.1, 200, 450), arc(5, 10.2, 4.3, 3.5, -90, 160)],
  '4': [
    [
      [7, 13.5],
      [7, 0.5],
      [0.5, 9.5],
      [9.5, 9.5],
    ],
  ],
  '5': [[[9, 0.5], [1.5, 0.5], [1, 6.5], ...arc(5, 9.3, 4.3, 4.2, -150, 150)]],
  '6': [arc(5, 7, 4.3, 6.5, -50, -270, 20), arc(5, 9.5, 4.2, 4, 0, 360, 20)],
  '7': [
    [
      [0.5, 0.5],
      [9.5, 0.5],
      [3.5, 13.5],
    ],
  ],
  '8': [arc(5, 3.5, 3.6, 3, 0, 360, 18), arc(5, 10, 4.3, 3.5, 0, 360, 20)],
  '9': [arc(5, 4.5, 4.2, 4, 0, 360, 20), arc(5, 7, 4.3, 6.5, -20, 130, 16)],
};

interface Stroke {
  segments: [number, number, number, number][];
  halfWidth: number;
  color: [number, number, number];
  box: [number, number, number, number];
}

// The shapes and noise come from xorshift32 seeded per image from the system's random source: unpredictable
// between images, and cheap enough for a few random numbers per pixel. (The answer itself is drawn by the caller
// with crypto.randomInt.)
let state = 1;
function next(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4_294_967_296;
}
const rand = (min: number, max: number): number => min + next() * (max - min);
/** An integer in [min, max). */
const randomInt = (min: number, max: number): number => Math.floor(rand(min, max));

function darkColor(): [number, number, number] {
  return [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];
}

function stroke(points: Point[][], halfWidth: number, color: [number, number, number]): Stroke {
  const segments: Stroke['segments'] = [];
  for (const line of points)
    for (let i = 1; i < line.length; i++)
      segments.push([line[i - 1]![0], line[i - 1]![1], line[i]![0], line[i]![1]]);
  const xs = points.flat().map((p) => p[0]);
  const ys = points.flat().map((p) => p[1]);
  const pad = halfWidth + 1;
  return {
    segments,
    halfWidth,
    color,
    box: [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad],
  };
}

function distance(px: number, py: number, [x1, y1, x2, y2]: [number, number, number, number]): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / len));
  return Math.hypot(px - x1 - t * dx, py - y1 - t * dy);
}

/**
 * Draws a numeric answer as a noisy PNG: each digit rotated, sheared, scaled and moved on its own, the whole image
 * warped by two sine waves, crossed by curves as thick as the digits, on a speckled background. There is no vector
 * or text form of the answer to parse; reading it takes OCR, and the noise is there to make that unreliable.
 */
export function captchaPng(answer: string): { png: Buffer; width: number; height: number } {
  state = randomBytes(4).readUInt32LE(0) || 1;
  const height = 50;
  const width = 24 + answer.length * 30;
  const strokes: Stroke[] = [];
  [...answer].forEach((digit, i) => {
    const scale = rand(2.1, 2.6);
    const angle = (rand(-20, 20) * Math.PI) / 180;
    const shear = rand(-0.3, 0.3);
    const ox = 12 + i * 30 + 15 + rand(-4, 4);
    const oy = height / 2 + rand(-3, 3);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([x, y]: Point): Point => {
      const lx = (x - 5 + shear * (y - 7)) * scale;
      const ly = (y - 7) * scale;
      return [ox + lx * cos - ly * sin, oy + lx * sin + ly * cos];
    };
    strokes.push(
      stroke(
        (GLYPHS[digit] ?? []).map((line) => line.map(place)),
        rand(1.4, 2.2),
        darkColor(),
      ),
    );
  });
  // Curves across the text, as dark and almost as thick as the digits, so they cannot be filtered out by colour.
  for (let k = 0; k < randomInt(3, 6); k++) {
    const y0 = rand(5, height - 5);
    const amp = rand(4, 14);
    const period = rand(40, 140);
    const phase = rand(0, 6.3);
    const slope = rand(-0.25, 0.25);
    const x0 = rand(-10, width / 2);
    const x1 = rand(width / 2, width + 10);
    const pts: Point[] = Array.from({ length: 25 }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / 24;
      return [x, y0 + slope * (x - x0) + amp * Math.sin((2 * Math.PI * x) / period + phase)];
    });
    strokes.push(stroke([pts], rand(0.6, 1.4), darkColor()));
  }

  const wave = { ax: rand(1.5, 3.5), px: rand(25, 60), fx: rand(0, 6.3), ay: rand(1.5, 3), py: rand(40, 90) };
  const fy = rand(0, 6.3);
  const bg: [number, number, number] = [randomInt(215, 250), randomInt(215, 250), randomInt(215, 250)];
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Sample the undistorted drawing at a point moved by the waves.
      const sx = x + 0.5 + wave.ax * Math.sin((2 * Math.PI * y) / wave.px + wave.fx);
      const sy = y + 0.5 + wave.ay * Math.sin((2 * Math.PI * x) / wave.py + fy);
      const grain = randomInt(-18, 19);
      let c: [number, number, number] = [bg[0] + grain, bg[1] + grain, bg[2] + grain];
      for (const s of strokes) {
        if (sx < s.box[0] || sx > s.box[2] || sy < s.box[1] || sy > s.box[3]) continue;
        let d = Infinity;
        const reach = s.halfWidth + 0.5;
        for (const seg of s.segments) {
          // Segments whose box (grown by the stroke width) misses the point cannot touch it.
          if (sx < Math.min(seg[0], seg[2]) - reach || sx > Math.max(seg[0], seg[2]) + reach) continue;
          if (sy < Math.min(seg[1], seg[3]) - reach || sy > Math.max(seg[1], seg[3]) + reach) continue;
          d = Math.min(d, distance(sx, sy, seg));
        }
        const alpha = Math.max(0, Math.min(1, s.halfWidth - d + 0.5));
        if (alpha > 0)
          c = [
            c[0] * (1 - alpha) + s.color[0] * alpha,
            c[1] * (1 - alpha) + s.color[1] * alpha,
            c[2] * (1 - alpha) + s.color[2] * alpha,
          ];
      }
      // Speckles: single dark and light pixels all over.
      const speck = randomInt(0, 100);
      if (speck < 4) c = darkColor();
      else if (speck < 7) c = [255, 255, 255];
      const o = (y * width + x) * 3;
      rgb[o] = Math.max(0, Math.min(255, c[0]));
      rgb[o + 1] = Math.max(0, Math.min(255, c[1]));
      rgb[o + 2] = Math.max(0, Math.min(255, c[2]));
    }
  return { png: encodePng(width, height, rgb), width, height };
}
