/**
 * Product and category images of the demo catalogue, drawn locally as SVG: a simple vector
 * drawing per product kind in the product's colour on a light background (gallery aspect
 * 600x744). The images are a finite shared set (kind × colour × view), so a catalogue of any
 * size references at most a few thousand files.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CatalogSeed, CatalogSlice } from '@shop/core';
import { COLOUR_BY_KEY } from './attributes.ts';
import { CATEGORY_IMAGES } from './categories.ts';

const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 744;
const FALLBACK_HEX = '#9a9c9e';

// ── Colour helpers ──────────────────────────────────────────────────────────────────────────

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = m ? Number.parseInt(m[1] as string, 16) : 0x9a9c9e;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `target` by `amount` (0..1). */
function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex(a.map((v, i) => v + ((b[i] as number) - v) * amount));
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  /** Main colour. */
  c: string;
  /** Darker shade for shading and details. */
  d: string;
  /** Lighter shade. */
  l: string;
  /** Outline. */
  o: string;
  /** Contrasting detail colour (light on dark products, dark on light ones). */
  x: string;
  metal: string;
  tyre: string;
  wood: string;
  white: string;
  bg: string;
}

function palette(hex: string, view: number): Palette {
  const c = toHex(parseHex(hex));
  const dark = luminance(c) < 0.3;
  const backgrounds = [mix(c, '#ffffff', 0.88), '#f3f1ec', mix(c, '#fbf7f2', 0.92)];
  return {
    c,
    d: dark ? mix(c, '#ffffff', 0.18) : mix(c, '#000000', 0.22),
    l: mix(c, '#ffffff', dark ? 0.35 : 0.5),
    o: dark ? mix(c, '#000000', 0.5) : mix(c, '#000000', 0.45),
    x: dark ? mix(c, '#ffffff', 0.55) : mix(c, '#000000', 0.55),
    metal: '#8d9096',
    tyre: '#303136',
    wood: '#d8b98a',
    white: '#fbfaf7',
    bg: backgrounds[(Math.max(1, view) - 1) % backgrounds.length] as string,
  };
}

// ── SVG element helpers ─────────────────────────────────────────────────────────────────────

type Num = number;
const rect = (x: Num, y: Num, w: Num, h: Num, rx: Num, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: Num, cy: Num, r: Num, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: Num, cy: Num, rx: Num, ry: Num, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (x1: Num, y1: Num, x2: Num, y2: Num, stroke: string, width: Num) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"/>`;
const stroked = (stroke: string, width: Num) => ` stroke="${stroke}" stroke-width="${width}"`;
const noStroke = ' stroke="none"';

function wheel(p: Palette, cx: Num, cy: Num, r: Num): string {
  const spokes = [0, 60, 120]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const dx = Math.round(Math.cos(rad) * r * 0.62);
      const dy = Math.round(Math.sin(rad) * r * 0.62);
      return line(cx - dx, cy - dy, cx + dx, cy + dy, p.metal, 4);
    })
    .join('');
  return (
    circle(cx, cy, r, p.tyre) +
    circle(cx, cy, Math.round(r * 0.68), '#e6e6e6') +
    spokes +
    circle(cx, cy, Math.round(r * 0.16), p.c)
  );
}

// ── Drawings per kind (600 x 744 canvas, floor at about y 640) ──────────────────────────────

type Drawing = (p: Palette) => string;

const stroller: Drawing = (p) =>
  [
    path('M185 590 L300 505 L420 590', 'none', stroked(p.metal, 10)),
    line(300, 505, 470, 250, p.metal, 10),
    line(452, 238, 512, 266, p.tyre, 18),
    path('M215 525 L395 525 L372 565 L238 565 Z', 'none', stroked(p.metal, 6)),
    path('M120 335 L480 335 Q478 505 335 510 L255 510 Q122 505 120 335 Z', p.c),
    path('M120 335 C120 205 215 160 320 160 L320 335 Z', p.d),
    path('M150 335 C155 240 225 200 320 196', 'none', stroked(p.o, 3)),
    path('M180 335 C190 270 245 238 320 232', 'none', stroked(p.o, 3)),
    path('M320 335 L480 335', 'none', stroked(p.o, 5)),
    rect(140, 395, 320, 14, 7, p.l, noStroke),
    wheel(p, 185, 590, 56),
    wheel(p, 420, 590, 56),
  ].join('');

const buggyShape = (p: Palette, scale: number): string => {
  const s = (v: number) => Math.round(300 + (v - 300) * scale);
  const y = (v: number) => Math.round(640 - (640 - v) * scale);
  return [
    line(s(190), y(600), s(250), y(180), p.metal, 8),
    line(s(430), y(600), s(300), y(450), p.metal, 8),
    line(s(230), y(170), s(300), y(180), p.tyre, 16),
    path(
      `M${s(250)} ${y(270)} L${s(300)} ${y(470)} L${s(440)} ${y(470)} Q${s(460)} ${y(470)} ${s(458)} ${y(450)} L${s(440)} ${y(430)} L${s(325)} ${y(430)} L${s(285)} ${y(262)} Z`,
      p.c,
    ),
    path(
      `M${s(440)} ${y(470)} L${s(470)} ${y(540)} L${s(448)} ${y(548)} L${s(420)} ${y(478)} Z`,
      p.d,
    ),
    path(
      `M${s(225)} ${y(300)} Q${s(250)} ${y(180)} ${s(390)} ${y(215)} L${s(400)} ${y(300)} Q${s(330)} ${y(270)} ${s(262)} ${y(318)} Z`,
      p.d,
    ),
    line(s(305), y(340), s(325), y(420), p.l, 6),
    wheel(p, s(190), y(600), Math.round(40 * scale)),
    wheel(p, s(430), y(600), Math.round(34 * scale)),
  ].join('');
};

const buggy: Drawing = (p) => buggyShape(p, 1);
const pushchair: Drawing = (p) => buggyShape(p, 1.12);

const twinStroller: Drawing = (p) =>
  [
    line(150, 600, 200, 190, p.metal, 8),
    line(470, 600, 330, 450, p.metal, 8),
    line(180, 180, 250, 190, p.tyre, 16),
    path('M200 280 L245 470 L345 470 L345 432 L268 432 L232 272 Z', p.c),
    path('M320 280 L365 470 L480 470 L480 432 L388 432 L352 272 Z', p.c),
    path('M178 305 Q200 190 320 215 L325 300 Q265 280 212 322 Z', p.d),
    path('M298 305 Q320 190 440 215 L445 300 Q385 280 332 322 Z', p.d),
    wheel(p, 150, 600, 40),
    wheel(p, 300, 605, 34),
    wheel(p, 470, 600, 34),
  ].join('');

const footmuff: Drawing = (p) =>
  [
    path(
      'M200 190 Q300 150 400 190 L430 260 Q470 430 440 600 Q300 640 160 600 Q130 430 170 260 Z',
      p.c,
    ),
    path('M215 200 Q300 170 385 200 L405 255 Q300 225 195 255 Z', p.white),
    path('M300 255 L300 610', 'none', stroked(p.o, 4)),
    path('M180 330 Q300 300 420 330', 'none', stroked(p.d, 6)),
    rect(288, 300, 24, 18, 4, p.metal),
  ].join('');

const rainCover: Drawing = (p) =>
  [
    `<g opacity="0.35">${stroller(p)}</g>`,
    path(
      'M100 600 L100 330 Q110 130 320 130 Q500 135 500 330 L500 600 Z',
      p.c,
      ` fill-opacity="0.35"${stroked(p.o, 4)}`,
    ),
    path('M150 300 Q170 180 300 170', 'none', stroked(p.white, 10)),
  ].join('');

const parasol: Drawing = (p) =>
  [
    line(300, 300, 300, 600, p.metal, 8),
    rect(280, 560, 40, 60, 8, p.tyre),
    path(
      'M100 300 Q300 60 500 300 Q467 280 433 300 Q400 280 367 300 Q333 280 300 300 Q267 280 233 300 Q200 280 167 300 Q133 280 100 300 Z',
      p.c,
    ),
    path(
      'M300 120 L233 300 M300 120 L367 300 M300 120 L167 300 M300 120 L433 300',
      'none',
      stroked(p.d, 3),
    ),
    circle(300, 118, 10, p.d),
  ].join('');

const cupHolder: Drawing = (p) =>
  [
    path('M235 250 L365 250 L350 520 L250 520 Z', p.white),
    rect(225, 225, 150, 35, 10, p.l),
    rect(215, 400, 170, 50, 18, p.c),
    path('M385 425 Q450 425 450 360 L450 300', 'none', stroked(p.c, 22)),
    rect(425, 270, 50, 40, 10, p.d),
  ].join('');

const adapterSet: Drawing = (p) =>
  [
    path('M130 320 L270 320 L270 370 L210 370 L210 520 L160 520 L160 370 L130 370 Z', p.c),
    path('M330 320 L470 320 L470 370 L440 370 L440 520 L390 520 L390 370 L330 370 Z', p.c),
    circle(185, 345, 12, p.x),
    circle(415, 345, 12, p.x),
    rect(150, 500, 70, 30, 8, p.d),
    rect(380, 500, 70, 30, 8, p.d),
  ].join('');

const infantCarSeat: Drawing = (p) =>
  [
    path('M150 420 Q300 110 455 420', 'none', stroked(p.metal, 22)),
    path(
      'M140 360 Q150 565 300 575 L430 575 Q470 575 470 535 L470 445 Q380 425 330 305 Q300 255 240 255 L185 255 Q140 265 140 360 Z',
      p.c,
    ),
    path(
      'M175 370 Q185 530 300 540 L430 540 L430 470 Q350 460 305 340 Q285 300 240 298 L210 298 Q175 305 175 370 Z',
      p.l,
    ),
    path('M140 350 C140 240 200 200 290 215 L300 300 Q240 270 175 330 Z', p.d),
    line(260, 380, 300, 500, p.d, 10),
    line(340, 420, 310, 500, p.d, 10),
    rect(180, 590, 260, 22, 11, p.tyre),
  ].join('');

const carSeat: Drawing = (p) =>
  [
    path('M170 540 L440 540 L420 615 L190 615 Z', p.tyre),
    rect(205, 170, 200, 330, 50, p.c),
    rect(180, 150, 250, 130, 50, p.d),
    rect(215, 190, 180, 80, 36, p.l),
    rect(180, 440, 260, 110, 36, p.c),
    rect(150, 300, 60, 220, 28, p.d),
    rect(400, 300, 60, 220, 28, p.d),
    line(265, 300, 295, 470, p.x, 10),
    line(345, 300, 315, 470, p.x, 10),
    rect(287, 455, 36, 30, 8, p.metal),
  ].join('');

const boosterSeat: Drawing = (p) =>
  [
    rect(215, 230, 170, 270, 44, p.c),
    rect(195, 205, 210, 105, 44, p.d),
    rect(170, 470, 260, 90, 32, p.c),
    rect(150, 430, 60, 110, 24, p.d),
    rect(390, 430, 60, 110, 24, p.d),
    ellipse(180, 430, 24, 12, p.x),
    rect(190, 555, 220, 30, 12, p.tyre),
  ].join('');

const isofixBase: Drawing = (p) =>
  [
    path('M110 500 L470 440 L500 545 L120 585 Z', p.c),
    path('M110 500 L120 585 L150 585 L140 505 Z', p.d),
    rect(430, 545, 28, 95, 8, p.metal),
    rect(415, 630, 58, 16, 8, p.tyre),
    rect(90, 470, 60, 18, 6, p.metal),
    rect(90, 515, 60, 18, 6, p.metal),
    circle(330, 495, 14, '#4caf50'),
  ].join('');

const carMirror: Drawing = (p) =>
  [
    rect(150, 150, 300, 420, 90, '#b9bcc2'),
    rect(140, 250, 320, 26, 8, p.tyre),
    rect(140, 420, 320, 26, 8, p.tyre),
    rect(170, 220, 260, 260, 60, p.c),
    rect(194, 244, 212, 212, 44, '#d4e6ef'),
    path('M230 410 L350 290 M270 430 L380 320', 'none', stroked(p.white, 10)),
  ].join('');

const sunShade: Drawing = (p) =>
  [
    rect(110, 250, 180, 300, 30, p.c, ' fill-opacity="0.8"'),
    rect(310, 250, 180, 300, 30, p.c, ' fill-opacity="0.8"'),
    path(
      'M130 300 L270 300 M130 350 L270 350 M130 400 L270 400 M130 450 L270 450 M330 300 L470 300 M330 350 L470 350 M330 400 L470 400 M330 450 L470 450',
      'none',
      stroked(p.d, 3),
    ),
    circle(200, 240, 20, p.white),
    circle(400, 240, 20, p.white),
  ].join('');

const crib: Drawing = (p) => {
  const bars = [];
  for (let x = 168; x <= 424; x += 32) bars.push(rect(x, 244, 14, 276, 7, p.c));
  return [
    rect(150, 470, 300, 50, 10, p.white),
    ...bars,
    rect(110, 210, 36, 420, 12, p.c),
    rect(454, 210, 36, 420, 12, p.c),
    rect(110, 220, 380, 30, 12, p.d),
    rect(110, 515, 380, 30, 12, p.d),
  ].join('');
};

const cradle: Drawing = (p) =>
  [
    path('M120 575 Q300 665 480 575', 'none', stroked(p.wood, 18)),
    line(200, 560, 230, 500, p.wood, 14),
    line(400, 560, 370, 500, p.wood, 14),
    path('M120 320 L480 320 Q470 520 300 525 Q130 520 120 320 Z', p.c),
    path('M140 340 L460 340 Q455 470 300 478 Q145 470 140 340 Z', 'none', stroked(p.d, 4)),
    path('M110 320 Q130 190 260 200 L260 320 Z', p.d),
    rect(110, 310, 380, 24, 12, p.l),
  ].join('');

const playpen: Drawing = (p) => {
  const bars = [];
  for (let x = 140; x <= 450; x += 28) bars.push(line(x, 320, x, 560, p.c, 10));
  return [
    path('M160 250 L480 250 L480 480 L160 480 Z', p.l, ' fill-opacity="0.6"'),
    rect(110, 550, 380, 30, 10, p.white),
    ...bars,
    rect(100, 300, 400, 28, 12, p.d),
    rect(100, 560, 400, 28, 12, p.d),
    rect(100, 300, 28, 320, 10, p.d),
    rect(472, 300, 28, 320, 10, p.d),
    line(128, 300, 180, 250, p.d, 12),
    line(500, 300, 480, 250, p.d, 12),
    line(180, 250, 480, 250, p.d, 12),
  ].join('');
};

const travelCot: Drawing = (p) =>
  [
    rect(110, 260, 380, 340, 20, p.c),
    rect(140, 300, 320, 260, 10, '#e9eef2'),
    path(
      'M140 340 L460 340 M140 380 L460 380 M140 420 L460 420 M140 460 L460 460 M140 500 L460 500 M180 300 L180 560 M220 300 L220 560 M260 300 L260 560 M300 300 L300 560 M340 300 L340 560 M380 300 L380 560 M420 300 L420 560',
      'none',
      stroked('#c7cfd6', 2),
    ),
    rect(100, 250, 400, 28, 14, p.d),
    circle(130, 615, 18, p.tyre),
    circle(470, 615, 18, p.tyre),
  ].join('');

const cotMattress: Drawing = (p) =>
  [
    path('M100 380 L390 320 L500 370 L210 435 Z', p.white),
    path('M100 380 L210 435 L210 500 L100 445 Z', p.c),
    path('M210 435 L500 370 L500 435 L210 500 Z', p.d),
    path('M160 380 L420 327 M200 395 L460 340 M240 412 L480 356', 'none', stroked('#d9d4c8', 3)),
    path('M290 350 L360 400 M220 365 L290 417 M360 338 L430 388', 'none', stroked('#d9d4c8', 3)),
  ].join('');

const changingTable: Drawing = (p) =>
  [
    rect(120, 290, 360, 320, 14, p.c),
    rect(145, 320, 310, 80, 8, p.l),
    rect(145, 415, 310, 80, 8, p.l),
    rect(145, 510, 310, 80, 8, p.l),
    circle(300, 360, 10, p.x),
    circle(300, 455, 10, p.x),
    circle(300, 550, 10, p.x),
    rect(110, 235, 380, 60, 28, p.white),
    rect(130, 250, 340, 30, 15, p.l),
    rect(135, 608, 24, 30, 6, p.d),
    rect(441, 608, 24, 30, 6, p.d),
  ].join('');

const stack: Drawing = (p) =>
  [
    rect(130, 470, 340, 110, 24, p.d),
    rect(145, 380, 310, 110, 24, p.c),
    rect(160, 290, 280, 110, 24, p.l),
    path('M175 345 L425 345 M160 435 L440 435 M145 525 L455 525', 'none', stroked(p.o, 3)),
    rect(380, 300, 40, 26, 4, p.white),
  ].join('');

const blanket: Drawing = (p) =>
  [
    rect(120, 240, 360, 330, 22, p.c),
    path('M120 420 L480 420', 'none', stroked(p.d, 6)),
    path(
      'M150 270 L450 270 M150 300 L450 300 M150 330 L450 330 M150 360 L450 360 M150 390 L450 390 M150 450 L450 450 M150 480 L450 480 M150 510 L450 510 M150 540 L450 540',
      'none',
      stroked(p.l, 4),
    ),
    rect(430, 520, 30, 36, 4, p.white),
  ].join('');

const sleepingBag: Drawing = (p) =>
  [
    path(
      'M210 180 Q300 160 390 180 L430 240 Q470 420 440 610 Q300 650 160 610 Q130 420 170 240 Z',
      p.c,
    ),
    path('M240 180 Q300 250 360 180', p.bg),
    ellipse(175, 290, 22, 50, p.bg),
    ellipse(425, 290, 22, 50, p.bg),
    path('M380 210 L380 600', 'none', stroked(p.o, 4)),
    rect(370, 220, 20, 28, 4, p.metal),
    path('M190 450 Q300 480 410 450', 'none', stroked(p.l, 6)),
  ].join('');

const nightLight: Drawing = (p) =>
  [
    circle(300, 400, 210, '#fff4c7', ' fill-opacity="0.55" stroke="none"'),
    path('M165 520 A135 135 0 0 1 435 520 Z', '#fffaf0'),
    path('M250 420 A60 60 0 1 0 330 360 A48 48 0 1 1 250 420 Z', p.c),
    rect(150, 515, 300, 60, 24, p.c),
    circle(300, 545, 10, p.white),
  ].join('');

const bottle: Drawing = (p) =>
  [
    path('M250 230 Q255 145 300 132 Q345 145 350 230 Z', '#ecd7b0'),
    rect(215, 220, 170, 62, 14, p.c),
    rect(228, 282, 144, 330, 44, '#f4f7f8'),
    rect(240, 380, 120, 220, 36, '#fffdf4', noStroke),
    path(
      'M240 330 L270 330 M240 380 L285 380 M240 430 L270 430 M240 480 L285 480 M240 530 L270 530',
      'none',
      stroked(p.c, 5),
    ),
  ].join('');

const breastPump: Drawing = (p) =>
  [
    path('M140 210 L300 300 L300 370 L140 460 Z', '#eef3f5'),
    rect(270, 290, 90, 90, 20, p.c),
    rect(260, 380, 110, 230, 34, '#f4f7f8'),
    rect(270, 480, 90, 120, 28, '#fffdf4', noStroke),
    rect(390, 330, 120, 180, 28, p.c),
    circle(450, 400, 24, p.x),
    path('M390 420 Q360 420 360 360', 'none', stroked(p.o, 5)),
  ].join('');

const bottleWarmer: Drawing = (p) =>
  [
    rect(245, 160, 110, 160, 30, '#f4f7f8'),
    rect(235, 150, 130, 40, 12, p.l),
    rect(180, 290, 240, 310, 44, p.c),
    ellipse(300, 300, 120, 28, p.d),
    circle(300, 470, 36, p.white),
    line(300, 470, 320, 450, p.o, 6),
    circle(300, 550, 8, '#ff9f43'),
  ].join('');

const sterilizer: Drawing = (p) =>
  [
    rect(130, 450, 340, 150, 32, p.c),
    path('M145 460 Q145 250 300 240 Q455 250 455 460 Z', p.l, ' fill-opacity="0.55"'),
    rect(215, 320, 60, 140, 18, p.white),
    rect(325, 320, 60, 140, 18, p.white),
    circle(300, 525, 20, p.white),
  ].join('');

const highChair: Drawing = (p) =>
  [
    line(230, 430, 160, 640, p.c, 20),
    line(370, 430, 440, 640, p.c, 20),
    line(195, 560, 405, 560, p.d, 12),
    rect(225, 180, 150, 230, 36, p.c),
    rect(245, 205, 110, 170, 26, p.l),
    rect(200, 395, 200, 46, 16, p.d),
    rect(150, 345, 300, 32, 14, p.white),
  ].join('');

const plate: Drawing = (p) =>
  [
    ellipse(290, 420, 210, 165, p.c),
    path('M130 400 Q135 300 280 290 L280 400 Z', p.l),
    path('M305 290 Q445 300 450 400 L305 400 Z', p.l),
    path('M130 430 L450 430 Q440 545 290 552 Q140 545 130 430 Z', p.l),
    rect(500, 250, 26, 300, 13, p.d),
    ellipse(513, 240, 28, 44, p.d),
  ].join('');

const sippyCup: Drawing = (p) =>
  [
    path('M220 290 L380 290 L360 600 L240 600 Z', p.c),
    rect(205, 250, 190, 60, 18, p.d),
    path('M270 250 Q280 170 330 160 L340 250 Z', p.l),
    path('M222 360 Q150 360 150 430 Q150 490 230 490', 'none', stroked(p.d, 22)),
    path('M378 360 Q450 360 450 430 Q450 490 370 490', 'none', stroked(p.d, 22)),
  ].join('');

const bib: Drawing = (p) =>
  [
    path('M190 215 Q300 320 410 215 L460 270 Q490 520 300 610 Q110 520 140 270 Z', p.c),
    circle(300, 215, 80, p.bg, noStroke),
    path('M220 230 Q300 320 380 230', 'none', stroked(p.o, 4)),
    circle(415, 245, 10, p.white),
    path('M190 500 Q300 560 410 500', 'none', stroked(p.d, 6)),
    circle(250, 400, 12, p.l, noStroke),
    circle(330, 380, 12, p.l, noStroke),
    circle(300, 460, 12, p.l, noStroke),
    circle(370, 450, 12, p.l, noStroke),
    circle(230, 470, 12, p.l, noStroke),
  ].join('');

const formula: Drawing = (p) =>
  [
    rect(185, 230, 230, 380, 26, p.c),
    rect(175, 200, 250, 56, 16, p.d),
    rect(205, 330, 190, 170, 14, p.white),
    rect(275, 360, 50, 100, 16, p.l),
    rect(268, 345, 64, 22, 6, p.c),
  ].join('');

const foodJar: Drawing = (p) =>
  [
    rect(195, 300, 210, 300, 40, p.c),
    rect(185, 250, 230, 64, 16, p.d),
    rect(195, 400, 210, 110, 0, p.white, noStroke),
    circle(300, 455, 34, p.c),
    path('M300 421 Q315 400 335 405', 'none', stroked('#5b7f55', 6)),
  ].join('');

const snack: Drawing = (p) =>
  [
    path(
      'M180 230 L200 210 L220 230 L240 210 L260 230 L280 210 L300 230 L320 210 L340 230 L360 210 L380 230 L400 210 L420 230 L440 610 L160 610 Z',
      p.c,
    ),
    ellipse(300, 430, 90, 90, p.white),
    circle(270, 410, 26, p.wood),
    circle(325, 420, 26, p.wood),
    circle(295, 465, 26, p.wood),
  ].join('');

const porridge: Drawing = (p) =>
  [
    rect(170, 190, 260, 420, 12, p.c),
    path('M170 190 L300 150 L430 190 Z', p.d),
    path('M210 420 Q300 520 390 420 Z', p.white),
    ellipse(300, 420, 90, 18, '#f2e6cf'),
    line(340, 330, 300, 420, p.metal, 8),
  ].join('');

const babyBath: Drawing = (p) =>
  [
    path('M110 345 L490 345 Q480 565 300 575 Q120 565 110 345 Z', p.c),
    rect(95, 320, 410, 44, 22, p.d),
    ellipse(300, 380, 180, 22, '#bfe3f2', noStroke),
    ellipse(395, 350, 34, 22, '#f6cb3c'),
    circle(420, 320, 20, '#f6cb3c'),
    path('M438 318 L460 322 L438 328 Z', '#f08a24'),
  ].join('');

const hoodedTowel: Drawing = (p) =>
  [
    rect(120, 300, 360, 300, 24, p.c),
    path('M120 300 L300 200 L480 300 Q300 380 120 300 Z', p.d),
    circle(220, 235, 24, p.d),
    circle(380, 235, 24, p.d),
    path('M150 560 L450 560', 'none', stroked(p.l, 8)),
  ].join('');

const diapers: Drawing = (p) =>
  [
    rect(150, 200, 300, 410, 30, p.c),
    rect(150, 200, 300, 60, 30, p.d),
    ellipse(300, 420, 110, 90, p.white),
    path('M220 380 Q300 470 380 380 L370 450 Q300 500 230 450 Z', p.l),
    rect(190, 540, 220, 20, 10, p.white),
  ].join('');

const wipes: Drawing = (p) =>
  [
    rect(120, 330, 360, 240, 50, p.c),
    ellipse(300, 400, 110, 44, p.d),
    ellipse(300, 400, 70, 22, p.white),
    path('M260 400 Q300 330 340 400', p.white),
    rect(170, 490, 260, 24, 12, p.white),
  ].join('');

const thermometer: Drawing = (p) =>
  `<g transform="rotate(25 300 400)">${[
    rect(255, 150, 90, 470, 45, p.white),
    path('M275 150 Q300 90 325 150 Z', p.metal),
    rect(270, 250, 60, 90, 10, '#cfe0e6'),
    circle(300, 420, 22, p.c),
    rect(270, 470, 60, 120, 20, p.c),
  ].join('')}</g>`;

const pacifier: Drawing = (p) =>
  [
    ellipse(300, 250, 55, 80, '#ecd7b0'),
    path(
      'M140 390 Q130 300 220 300 Q260 300 300 330 Q340 300 380 300 Q470 300 460 390 Q450 470 380 470 Q340 470 300 440 Q260 470 220 470 Q150 470 140 390 Z',
      p.c,
    ),
    circle(300, 390, 40, p.d),
    circle(300, 520, 75, 'none', stroked(p.d, 20)),
    circle(200, 380, 14, p.bg),
    circle(400, 380, 14, p.bg),
  ].join('');

const pacifierClip: Drawing = (p) => {
  const beads = [];
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const x = Math.round(170 + 260 * t);
    const y = Math.round(230 + 320 * t * t);
    beads.push(circle(x, y, i % 2 === 0 ? 26 : 20, i % 2 === 0 ? p.c : p.wood));
  }
  return [
    rect(120, 180, 90, 50, 12, p.d),
    ...beads,
    circle(470, 600, 36, 'none', stroked(p.c, 14)),
  ].join('');
};

const lotion: Drawing = (p) =>
  [
    rect(205, 270, 190, 340, 40, p.c),
    rect(265, 220, 70, 55, 8, p.d),
    rect(280, 170, 40, 55, 8, p.d),
    path('M280 180 L230 180 L230 200 L280 200 Z', p.d),
    rect(225, 380, 150, 150, 16, p.white),
    circle(300, 440, 30, p.l),
  ].join('');

const changingMat: Drawing = (p) =>
  [
    path('M120 520 L180 320 L420 320 L480 520 Z', p.c),
    path('M165 495 L210 345 L390 345 L435 495 Z', p.l),
    path('M120 520 L480 520 L480 560 L120 560 Z', p.d),
    path('M250 345 L230 495 M350 345 L370 495', 'none', stroked(p.c, 3)),
  ].join('');

const romper: Drawing = (p) =>
  [
    path(
      'M225 190 Q300 235 375 190 L470 245 L440 335 L400 318 L400 480 Q400 560 340 595 L260 595 Q200 560 200 480 L200 318 L160 335 L130 245 Z',
      p.c,
    ),
    path('M225 190 Q300 250 375 190', 'none', stroked(p.d, 8)),
    path('M255 205 L300 260 L345 205', 'none', stroked(p.o, 4)),
    circle(275, 575, 7, p.white),
    circle(300, 580, 7, p.white),
    circle(325, 575, 7, p.white),
  ].join('');

const sleepsuit: Drawing = (p) =>
  [
    path(
      'M225 140 Q300 178 375 140 L475 195 L520 380 L470 392 L430 270 L420 420 L435 630 L330 630 L312 470 L288 470 L270 630 L165 630 L180 420 L170 270 L130 392 L80 380 L125 195 Z',
      p.c,
    ),
    path('M225 140 Q300 190 375 140', 'none', stroked(p.d, 8)),
    path('M300 170 L300 460', 'none', stroked(p.o, 4)),
    path('M165 600 L270 600 M330 600 L435 600', 'none', stroked(p.l, 14)),
  ].join('');

const trousers: Drawing = (p) =>
  [
    path('M185 200 L415 200 L445 615 L330 615 L300 330 L270 615 L155 615 Z', p.c),
    rect(180, 190, 240, 40, 10, p.d),
    path('M160 590 L268 590 M332 590 L440 590', 'none', stroked(p.d, 14)),
    path('M300 230 L300 320', 'none', stroked(p.o, 4)),
  ].join('');

const sweater: Drawing = (p) =>
  [
    path(
      'M220 190 Q300 232 380 190 L480 232 L532 470 L470 482 L420 320 L420 585 L180 585 L180 320 L130 482 L68 470 L120 232 Z',
      p.c,
    ),
    path('M220 190 Q300 242 380 190', 'none', stroked(p.d, 10)),
    path('M182 565 L418 565', 'none', stroked(p.d, 18)),
    path('M75 455 L130 466 M470 466 L525 455', 'none', stroked(p.d, 14)),
    path('M200 330 L400 330 M200 370 L400 370', 'none', stroked(p.l, 6)),
  ].join('');

const jacket: Drawing = (p) =>
  [
    path(
      'M220 200 Q300 232 380 200 L480 240 L532 480 L470 492 L420 330 L420 600 L180 600 L180 330 L130 492 L68 480 L120 240 Z',
      p.c,
    ),
    path('M215 205 Q210 110 300 105 Q390 110 385 205 Q300 240 215 205 Z', p.d),
    path('M300 225 L300 600', 'none', stroked(p.x, 6)),
    rect(205, 440, 70, 60, 10, p.d),
    rect(325, 440, 70, 60, 10, p.d),
  ].join('');

const dress: Drawing = (p) =>
  [
    path('M240 175 Q300 208 360 175 L392 198 L378 300 L470 605 L130 605 L222 300 L208 198 Z', p.c),
    path('M208 198 L150 250 L190 290 L222 262 M392 198 L450 250 L410 290 L378 262', p.d),
    path('M240 175 Q300 225 360 175', 'none', stroked(p.white, 12)),
    path('M222 300 L378 300', 'none', stroked(p.d, 10)),
    path('M175 560 Q300 590 425 560', 'none', stroked(p.l, 6)),
  ].join('');

const maternityDress: Drawing = (p) =>
  [
    path(
      'M245 140 Q300 170 355 140 L385 165 L372 270 Q470 360 440 640 L150 640 Q150 400 228 270 L215 165 Z',
      p.c,
    ),
    path('M245 140 Q300 185 355 140', 'none', stroked(p.d, 10)),
    path('M228 270 L372 270', 'none', stroked(p.d, 10)),
    path('M350 320 Q430 380 400 470', 'none', stroked(p.l, 6)),
  ].join('');

const pyjamas: Drawing = (p) =>
  [
    path('M210 400 L390 400 L410 630 L315 630 L300 480 L285 630 L190 630 Z', p.d),
    path(
      'M225 150 Q300 188 375 150 L465 188 L505 380 L455 390 L418 270 L418 440 L182 440 L182 270 L145 390 L95 380 L135 188 Z',
      p.c,
    ),
    path('M225 150 Q300 198 375 150', 'none', stroked(p.white, 8)),
    circle(300, 250, 8, p.white),
    circle(300, 310, 8, p.white),
    circle(300, 370, 8, p.white),
  ].join('');

const hat: Drawing = (p) =>
  [
    circle(300, 215, 45, p.l),
    path('M165 470 Q165 240 300 240 Q435 240 435 470 Z', p.c),
    rect(145, 445, 310, 90, 32, p.d),
    path(
      'M185 455 L185 525 M225 455 L225 525 M265 455 L265 525 M305 455 L305 525 M345 455 L345 525 M385 455 L385 525 M420 455 L420 525',
      'none',
      stroked(p.c, 4),
    ),
  ].join('');

const sock = (p: Palette, dx: number, fill: string) =>
  path(
    `M${190 + dx} 190 L${285 + dx} 190 L${285 + dx} 440 Q${285 + dx} 500 ${345 + dx} 520 L${400 + dx} 540 Q${450 + dx} 565 ${425 + dx} 610 L${300 + dx} 610 Q${195 + dx} 600 ${190 + dx} 510 Z`,
    fill,
  ) + rect(185 + dx, 180, 105, 45, 10, p.d);

const socks: Drawing = (p) => [sock(p, -60, p.l), sock(p, 40, p.c)].join('');

const nursingBra: Drawing = (p) =>
  [
    path('M200 280 L220 170 M400 280 L380 170', 'none', stroked(p.d, 14)),
    path('M130 400 Q140 270 290 290 L300 440 Q210 450 130 400 Z', p.c),
    path('M470 400 Q460 270 310 290 L300 440 Q390 450 470 400 Z', p.c),
    rect(120, 420, 360, 50, 20, p.d),
    circle(220, 320, 10, p.white),
    circle(380, 320, 10, p.white),
  ].join('');

const rattle: Drawing = (p) =>
  [
    rect(275, 400, 50, 220, 25, p.wood),
    circle(300, 290, 120, 'none', stroked(p.c, 28)),
    circle(300, 290, 60, p.l),
    circle(270, 270, 10, p.d),
    circle(330, 300, 10, p.d),
    circle(300, 330, 10, p.d),
    circle(300, 410, 28, p.c),
  ].join('');

const teether: Drawing = (p) =>
  [
    circle(300, 400, 150, 'none', stroked(p.c, 60)),
    circle(300, 250, 16, p.l),
    circle(300, 550, 16, p.l),
    circle(150, 400, 16, p.l),
    circle(450, 400, 16, p.l),
    path('M380 180 Q420 140 460 180 Q420 230 380 180 Z', p.d),
  ].join('');

const playMat: Drawing = (p) =>
  [
    ellipse(300, 560, 250, 90, p.c),
    ellipse(300, 560, 190, 60, p.l),
    path('M90 560 Q300 110 510 560', 'none', stroked(p.wood, 16)),
    path('M180 600 Q300 220 420 600', 'none', stroked(p.wood, 12)),
    line(230, 300, 230, 370, p.o, 3),
    circle(230, 390, 22, p.d),
    line(370, 300, 370, 360, p.o, 3),
    path(
      'M370 360 L385 395 L420 398 L393 420 L402 455 L370 436 L338 455 L347 420 L320 398 L355 395 Z',
      '#f6cb3c',
    ),
    line(300, 260, 300, 330, p.o, 3),
    ellipse(300, 350, 26, 20, p.white),
  ].join('');

const teddyBear: Drawing = (p) =>
  [
    circle(200, 185, 48, p.c),
    circle(400, 185, 48, p.c),
    circle(200, 185, 24, p.l),
    circle(400, 185, 24, p.l),
    ellipse(300, 470, 150, 160, p.c),
    ellipse(300, 490, 90, 100, p.l),
    ellipse(150, 420, 46, 80, p.c, ' transform="rotate(30 150 420)"'),
    ellipse(450, 420, 46, 80, p.c, ' transform="rotate(-30 450 420)"'),
    ellipse(210, 610, 70, 42, p.c),
    ellipse(390, 610, 70, 42, p.c),
    ellipse(210, 615, 38, 24, p.l),
    ellipse(390, 615, 38, 24, p.l),
    circle(300, 270, 120, p.c),
    ellipse(300, 315, 55, 42, p.l),
    ellipse(300, 298, 20, 14, p.tyre),
    circle(255, 250, 12, p.tyre),
    circle(345, 250, 12, p.tyre),
    path('M285 330 Q300 345 315 330', 'none', stroked(p.tyre, 5)),
  ].join('');

const woodenToy: Drawing = (p) =>
  [
    rect(170, 580, 260, 44, 12, p.wood),
    rect(285, 230, 30, 360, 12, p.wood),
    ellipse(300, 545, 125, 40, p.d),
    ellipse(300, 480, 105, 36, p.c),
    ellipse(300, 420, 88, 32, p.l),
    ellipse(300, 365, 72, 28, p.d),
    ellipse(300, 315, 58, 24, p.c),
    circle(300, 230, 40, p.wood),
  ].join('');

const bathToy: Drawing = (p) =>
  [
    path(
      'M120 460 Q130 600 300 600 Q470 600 480 470 Q430 500 380 450 Q330 410 240 430 Q170 445 120 460 Z',
      p.c,
    ),
    circle(250, 330, 95, p.c),
    path('M160 330 Q100 320 90 350 Q130 370 165 360 Z', '#f08a24'),
    circle(225, 305, 12, p.tyre),
    path('M300 500 Q350 470 390 520', 'none', stroked(p.d, 8)),
    path(
      'M80 640 Q130 620 180 640 Q230 660 280 640 Q330 620 380 640 Q430 660 480 640 Q510 630 530 640',
      'none',
      stroked('#8ec9e6', 8),
    ),
  ].join('');

const mobile: Drawing = (p) =>
  [
    line(300, 120, 300, 200, p.o, 4),
    path('M130 220 Q300 180 470 220', 'none', stroked(p.wood, 12)),
    line(150, 218, 150, 360, p.o, 3),
    line(300, 200, 300, 460, p.o, 3),
    line(450, 218, 450, 380, p.o, 3),
    path(
      'M150 360 L166 396 L205 400 L176 425 L185 464 L150 444 L115 464 L124 425 L95 400 L134 396 Z',
      p.c,
    ),
    circle(300, 500, 42, p.l),
    path(
      'M410 400 Q410 370 440 370 Q450 340 480 355 Q510 355 505 385 Q520 410 490 418 L420 418 Q400 415 410 400 Z',
      p.white,
    ),
  ].join('');

const balanceBike: Drawing = (p) =>
  [
    wheel(p, 170, 560, 80),
    wheel(p, 440, 560, 80),
    path('M170 560 L260 420 L400 420 L440 560', 'none', stroked(p.c, 22)),
    line(400, 420, 380, 300, p.c, 18),
    line(345, 290, 420, 290, p.tyre, 16),
    rect(215, 370, 100, 34, 16, p.tyre),
  ].join('');

const maternityPillow: Drawing = (p) =>
  [
    path(
      'M230 200 Q130 250 150 420 Q170 600 330 610 Q460 610 470 500',
      'none',
      `${stroked(p.o, 120)} stroke-linecap="round"`,
    ),
    path(
      'M230 200 Q130 250 150 420 Q170 600 330 610 Q460 610 470 500',
      'none',
      `${stroked(p.c, 110)} stroke-linecap="round"`,
    ),
    path('M200 260 Q160 420 240 540', 'none', `${stroked(p.l, 10)} stroke-linecap="round"`),
  ].join('');

const babyCarrier: Drawing = (p) =>
  [
    path('M225 240 Q185 160 250 130 M375 240 Q415 160 350 130', 'none', stroked(p.d, 34)),
    path('M205 240 Q300 205 395 240 L405 490 Q300 530 195 490 Z', p.c),
    path('M220 240 Q300 170 380 240 Q300 225 220 240 Z', p.l),
    rect(140, 470, 320, 80, 34, p.d),
    rect(280, 490, 40, 40, 8, p.tyre),
    path('M230 300 L370 300 M230 360 L370 360', 'none', stroked(p.l, 4)),
  ].join('');

const babyWrap: Drawing = (p) =>
  [
    rect(130, 420, 340, 80, 20, p.d),
    rect(140, 350, 320, 80, 20, p.c),
    rect(150, 280, 300, 80, 20, p.l),
    path('M440 460 Q520 520 470 600 Q430 650 500 680', 'none', stroked(p.c, 50)),
  ].join('');

const diaperBag: Drawing = (p) =>
  [
    path('M200 300 Q200 170 300 170 Q400 170 400 300', 'none', stroked(p.d, 24)),
    rect(140, 290, 320, 320, 40, p.c),
    path('M140 330 Q140 290 180 290 L420 290 Q460 290 460 330 L460 410 L140 410 Z', p.d),
    rect(280, 380, 40, 50, 8, p.metal),
    rect(190, 470, 220, 100, 16, p.l),
  ].join('');

const bikeSeat: Drawing = (p) =>
  [
    line(380, 560, 500, 600, p.metal, 14),
    path(
      'M200 180 Q180 420 230 540 L380 560 Q420 560 410 520 L360 380 Q350 300 330 200 Q270 160 200 180 Z',
      p.c,
    ),
    path('M225 220 Q215 400 250 500 L350 510 L315 300 Q300 230 225 220 Z', p.l),
    line(260, 300, 290, 450, p.x, 8),
    rect(200, 570, 90, 24, 10, p.d),
  ].join('');

const babyMonitor: Drawing = (p) =>
  [
    line(180, 300, 160, 210, p.o, 10),
    rect(140, 290, 200, 310, 30, p.white),
    rect(160, 320, 160, 160, 12, '#33485a'),
    circle(240, 390, 34, '#9fb6c9'),
    circle(240, 530, 26, p.c),
    rect(420, 440, 30, 150, 10, p.c),
    rect(380, 580, 110, 26, 12, p.c),
    circle(435, 360, 85, p.c),
    circle(435, 360, 44, '#33485a'),
    circle(435, 360, 20, '#5f7f99'),
  ].join('');

const stairGate: Drawing = (p) => {
  const bars = [];
  for (let x = 165; x <= 435; x += 30) bars.push(line(x, 250, x, 590, p.c, 10));
  return [
    ...bars,
    rect(120, 220, 360, 400, 18, 'none', stroked(p.c, 22)),
    rect(255, 206, 90, 36, 12, p.d),
    circle(110, 260, 20, p.d),
    circle(110, 580, 20, p.d),
    circle(490, 260, 20, p.d),
    circle(490, 580, 20, p.d),
  ].join('');
};

const childLock: Drawing = (p) =>
  [
    rect(140, 250, 320, 320, 50, p.white),
    circle(300, 410, 110, p.c),
    circle(255, 410, 18, p.d),
    circle(345, 410, 18, p.d),
    rect(270, 300, 60, 20, 10, p.l),
  ].join('');

const giftCard: Drawing = (p) =>
  [
    rect(110, 260, 380, 240, 26, p.c),
    rect(110, 350, 380, 36, 0, p.l, noStroke),
    rect(330, 260, 36, 240, 0, p.l, noStroke),
    ellipse(310, 340, 50, 28, p.l, ' transform="rotate(-25 310 340)"'),
    ellipse(386, 340, 50, 28, p.l, ' transform="rotate(25 386 340)"'),
    circle(348, 366, 20, p.d),
    rect(140, 430, 140, 18, 9, p.white, noStroke),
  ].join('');

const giftBox: Drawing = (p) =>
  [
    rect(165, 350, 270, 250, 10, p.c),
    rect(140, 290, 320, 75, 12, p.d),
    rect(280, 290, 40, 310, 0, p.l),
    ellipse(255, 255, 60, 34, p.l, ' transform="rotate(-20 255 255)"'),
    ellipse(345, 255, 60, 34, p.l, ' transform="rotate(20 345 255)"'),
    circle(300, 282, 22, p.l),
  ].join('');

const workshop: Drawing = (p) =>
  [
    rect(140, 210, 320, 380, 24, p.white),
    rect(140, 210, 320, 90, 24, p.c),
    rect(140, 270, 320, 30, 0, p.c, noStroke),
    rect(200, 180, 20, 60, 10, p.d),
    rect(380, 180, 20, 60, 10, p.d),
    ...[0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2, 3].map((col) =>
        rect(180 + col * 64, 330 + row * 60, 44, 40, 8, row === 1 && col === 2 ? p.c : p.l),
      ),
    ),
  ].join('');

const generic: Drawing = (p) =>
  [
    rect(150, 220, 300, 380, 48, p.c),
    path(
      'M300 470 L220 390 Q190 350 225 320 Q260 295 300 340 Q340 295 375 320 Q410 350 380 390 Z',
      p.white,
    ),
  ].join('');

const DRAWINGS: Readonly<Record<string, Drawing>> = {
  stroller,
  buggy,
  pushchair,
  'twin-stroller': twinStroller,
  footmuff,
  'rain-cover': rainCover,
  parasol,
  'cup-holder': cupHolder,
  'adapter-set': adapterSet,
  'infant-car-seat': infantCarSeat,
  'car-seat': carSeat,
  'booster-seat': boosterSeat,
  'isofix-base': isofixBase,
  'car-mirror': carMirror,
  'sun-shade': sunShade,
  crib,
  cradle,
  playpen,
  'travel-cot': travelCot,
  'cot-mattress': cotMattress,
  'changing-table': changingTable,
  'fitted-sheet': stack,
  blanket,
  'sleeping-bag': sleepingBag,
  'night-light': nightLight,
  bottle,
  'breast-pump': breastPump,
  'bottle-warmer': bottleWarmer,
  sterilizer,
  'high-chair': highChair,
  plate,
  'sippy-cup': sippyCup,
  bib,
  formula,
  'food-jar': foodJar,
  snack,
  porridge,
  'baby-bath': babyBath,
  'hooded-towel': hoodedTowel,
  diapers,
  wipes,
  thermometer,
  pacifier,
  'pacifier-clip': pacifierClip,
  lotion,
  'mama-care': lotion,
  'changing-mat': changingMat,
  romper,
  sleepsuit,
  trousers,
  sweater,
  jacket,
  dress,
  pyjamas,
  hat,
  socks,
  rattle,
  teether,
  'play-mat': playMat,
  'teddy-bear': teddyBear,
  'wooden-toy': woodenToy,
  'bath-toy': bathToy,
  mobile,
  'balance-bike': balanceBike,
  'maternity-pillow': maternityPillow,
  'nursing-bra': nursingBra,
  'maternity-dress': maternityDress,
  'baby-carrier': babyCarrier,
  'baby-wrap': babyWrap,
  'diaper-bag': diaperBag,
  'bike-seat': bikeSeat,
  'baby-monitor': babyMonitor,
  'stair-gate': stairGate,
  'child-lock': childLock,
  'gift-card': giftCard,
  'gift-box': giftBox,
  workshop,
};

/** Kinds with a drawing of their own; any other kind gets a generic drawing. */
export const DRAWN_KINDS: readonly string[] = Object.keys(DRAWINGS);

const VIEW_TRANSFORMS = [
  '',
  // View 2: the other side.
  'translate(600 0) scale(-1 1)',
  // View 3: a closer look.
  'translate(300 372) scale(1.45) translate(-300 -372)',
];

function svgDocument(background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">${body.replace('{bg}', background)}</svg>\n`;
}

/**
 * The SVG image of a product kind in a colour, from a view (1 front, 2 other side, 3 detail;
 * higher views repeat these). Unknown kinds get a generic drawing.
 */
export function renderProductImage(kind: string, colourHex: string, view: number): string {
  const v = Math.max(1, Math.floor(view) || 1);
  const p = palette(colourHex, v);
  const draw = DRAWINGS[kind] ?? generic;
  const transform = VIEW_TRANSFORMS[(v - 1) % VIEW_TRANSFORMS.length] as string;
  const drawing = `<g stroke="${p.o}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${draw(p)}</g>`;
  const body = [
    rect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT, 0, '{bg}'),
    ellipse(300, 648, 210, 22, '#000000', ' fill-opacity="0.08"'),
    transform ? `<g transform="${transform}">${drawing}</g>` : drawing,
  ].join('');
  return svgDocument(p.bg, body);
}

/** The SVG image of a category: its kind drawn on a round tile in a tint of the colour. */
export function renderCategoryImage(kind: string, colourHex: string): string {
  const p = palette(colourHex, 1);
  const draw = DRAWINGS[kind] ?? generic;
  const body = [
    rect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT, 0, '{bg}'),
    circle(300, 400, 270, mix(p.c, '#ffffff', 0.72)),
    `<g transform="translate(300 400) scale(0.78) translate(-300 -400)"><g stroke="${p.o}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${draw(p)}</g></g>`,
  ].join('');
  return svgDocument('#fbfaf7', body);
}

export interface MediaFileSpec {
  type: 'product' | 'category';
  kind: string;
  colourHex: string;
  /** 1-based view of product images; 1 for category images. */
  view: number;
}

const PRODUCT_PATH = /^\/product\/([a-z0-9-]+)\/([a-z0-9-]+)-(\d+)\.svg$/;
const CATEGORY_PATH = /^\/category\/([a-z0-9-]+)\.svg$/;

/** What a media store path shows, or null when the path is not one of the generated images. */
export function parseMediaPath(file: string): MediaFileSpec | null {
  const product = PRODUCT_PATH.exec(file);
  if (product) {
    const [, kind, colour, view] = product as unknown as [string, string, string, string];
    return {
      type: 'product',
      kind,
      colourHex: COLOUR_BY_KEY.get(colour)?.hex ?? FALLBACK_HEX,
      view: Number(view),
    };
  }
  const category = CATEGORY_PATH.exec(file);
  if (category) {
    const key = category[1] as string;
    const [kind, colour] = CATEGORY_IMAGES.get(key) ?? ['generic', 'grey'];
    return {
      type: 'category',
      kind,
      colourHex: COLOUR_BY_KEY.get(colour)?.hex ?? FALLBACK_HEX,
      view: 1,
    };
  }
  return null;
}

/** The SVG text of a media store file. */
function renderMediaFile(spec: MediaFileSpec): string {
  return spec.type === 'category'
    ? renderCategoryImage(spec.kind, spec.colourHex)
    : renderProductImage(spec.kind, spec.colourHex, spec.view);
}

/** Every generated image the catalogue references (products, children, categories), by path. */
export function listMediaFiles(seed: CatalogSeed): Map<string, MediaFileSpec> {
  const files = new Map<string, MediaFileSpec>();
  addMediaFiles(files, { type: 'start', categories: seed.categories, attributes: [] });
  addMediaFiles(files, { type: 'products', products: seed.products });
  return files;
}

/**
 * Adds the generated images a slice of the catalogue references (its categories, its products
 * and their children) to `files`. The images are few (a kind's colours in up to three views),
 * so a catalogue of any size can be listed slice by slice and its images drawn afterwards.
 */
export function addMediaFiles(files: Map<string, MediaFileSpec>, slice: CatalogSlice): void {
  const add = (file: string | undefined) => {
    if (!file || files.has(file)) return;
    const spec = parseMediaPath(file);
    if (spec) files.set(file, spec);
  };
  if (slice.type === 'start') {
    for (const category of slice.categories) add(category.image);
  } else if (slice.type === 'products') {
    for (const product of slice.products) {
      for (const media of product.media) add(media.file);
      for (const child of product.children ?? []) {
        for (const media of child.media) add(media.file);
      }
    }
  }
}

/**
 * Writes the images (as listed by `listMediaFiles` or `addMediaFiles`) under `dir` (e.g.
 * `dir/product/stroller/grey-1.svg`), creating folders and skipping files that already have the
 * same content. Returns the number of files written.
 */
export async function writeMediaStore(
  dir: string,
  files: ReadonlyMap<string, MediaFileSpec>,
): Promise<number> {
  const entries = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const folders = new Set<string>();
  let written = 0;
  const writeOne = async ([file, spec]: [string, MediaFileSpec]) => {
    const target = join(dir, ...file.split('/').filter(Boolean));
    const content = renderMediaFile(spec);
    const existing = await readFile(target, 'utf8').catch(() => null);
    if (existing === content) return;
    const folder = dirname(target);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await writeFile(target, content, 'utf8');
    written++;
  };
  const batch = 32;
  for (let i = 0; i < entries.length; i += batch) {
    await Promise.all(entries.slice(i, i + batch).map(writeOne));
  }
  return written;
}
