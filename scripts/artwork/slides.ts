/** The five home slides (1600×900): the Spider Route, Instagram, shops, brands, groups. */
import { mark } from './mark';
import { bike, climbScene, hill, pill, playButton } from './motifs';
import { palette as C } from './palette';
import { mulberry32 } from './random';
import { r1, svgDoc, text } from './svg';

/** The five home slides, 1600×900, in order. */
export async function slide1(): Promise<string> {
  const body =
    climbScene() +
    text(800, 170, 'THE SPIDER ROUTE', { size: 92, fill: C.g900, anchor: 'middle', spacing: 2, halo: C.off, haloWidth: 10 }) +
    playButton(800, 492, 104, C.ink + 'd9', C.off, C.off + 'b3') +
    (await pill(800, 712, 'Watch the rides', 46, C.g900, C.off));
  return svgDoc(1600, 900, body);
}

export async function slide2(): Promise<string> {
  const rings: string[] = [];
  for (const [x, y, r, o] of [
    [140, 180, 240, 0.08],
    [1500, 790, 260, 0.08],
    [1460, 150, 120, 0.08],
    [200, 820, 140, 0.08],
  ] as const) {
    rings.push(`<g opacity="${o}">${mark(x, y, r * 2, C.leafPale)}</g>`);
  }
  // a plain camera glyph: rounded square, lens, flash dot
  const cam =
    `<g transform="translate(800 310)">` +
    `<path d="M-150 -70H-62L-40 -108H40L62 -70H150V110H-150Z" fill="none" stroke="${C.off}" stroke-width="20" stroke-linejoin="round"/>` +
    `<circle cx="0" cy="20" r="60" fill="none" stroke="${C.off}" stroke-width="20"/>` +
    `<circle cx="0" cy="20" r="22" fill="${C.sun}"/>` +
    `<rect x="96" y="-44" width="30" height="18" rx="5" fill="${C.sun}"/></g>`;
  const body =
    `<defs><radialGradient id="bg2" cx="0.5" cy="0.42" r="0.75">` +
    `<stop offset="0" stop-color="${C.g800}"/><stop offset="1" stop-color="${C.g900}"/></radialGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg2)"/>` +
    rings.join('') +
    cam +
    text(800, 560, 'Follow Padyak Hub', { size: 86, fill: C.off, anchor: 'middle' }) +
    text(800, 650, 'on Instagram', { size: 70, fill: C.sun, anchor: 'middle' }) +
    text(800, 742, 'Shop or brand owner? Message us there to get listed.', {
      size: 34,
      fill: C.leafPale,
      anchor: 'middle',
      weight: 'normal',
    });
  return svgDoc(1600, 900, body);
}

export async function slide3(): Promise<string> {
  // a calm street-map backdrop
  const streets: string[] = [];
  const rnd = mulberry32(33);
  for (let i = 0; i < 9; i++) {
    const y = 60 + i * 100 + (rnd() - 0.5) * 30;
    streets.push(`M-10 ${r1(y)} L1610 ${r1(y + (rnd() - 0.5) * 80)}`);
  }
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 140 + (rnd() - 0.5) * 40;
    streets.push(`M${r1(x)} -10 L${r1(x + (rnd() - 0.5) * 120)} 910`);
  }
  const backdrop =
    `<rect width="1600" height="900" fill="${C.off}"/>` +
    `<path d="${streets.join('')}" stroke="${C.leafMist}" stroke-width="14" fill="none"/>` +
    `<path d="M-10 640 C 300 600, 500 700, 820 660 S 1300 560, 1610 600" stroke="${C.skyPale}" stroke-width="44" fill="none"/>`;
  // the shop
  const sx = 1000;
  const sy = 260;
  const stripes: string[] = [];
  for (let i = 0; i < 8; i++) {
    stripes.push(`<path d="M${sx + i * 70} ${sy}h70v70a35 35 0 0 1 -70 0Z" fill="${i % 2 ? C.off : C.leaf}" stroke="${C.g900}" stroke-width="4"/>`);
  }
  const shop =
    `<rect x="${sx + 10}" y="${sy - 70}" width="540" height="470" rx="10" fill="${C.g800}"/>` +
    `<rect x="${sx + 60}" y="${sy - 52}" width="440" height="40" rx="8" fill="${C.off}"/>` +
    mark(sx + 92, sy - 32, 30, C.g800) +
    `<rect x="${sx + 122}" y="${sy - 40}" width="330" height="16" rx="8" fill="${C.leafPale}"/>` +
    stripes.join('') +
    `<rect x="${sx + 50}" y="${sy + 130}" width="270" height="190" rx="8" fill="${C.skyPale}" stroke="${C.g900}" stroke-width="6"/>` +
    bike(sx + 110, sy + 280, 0.9, C.g900, { stroke: 6 }) +
    `<rect x="${sx + 360}" y="${sy + 130}" width="130" height="270" rx="8" fill="${C.sunLight}" stroke="${C.g900}" stroke-width="6"/>` +
    `<circle cx="${sx + 470}" cy="${sy + 270}" r="7" fill="${C.g900}"/>` +
    `<rect x="${sx - 20}" y="${sy + 400}" width="600" height="18" rx="6" fill="${C.g900}"/>`;
  const outside = bike(sx - 170, sy + 370, 1.15, C.ink, { stroke: 7 });
  const pin =
    `<g transform="translate(${sx + 480} 130)"><path d="M0 90C-10 60 -62 30 -62 -8a62 62 0 0 1 124 0C62 30 10 60 0 90Z" fill="${C.sun}" stroke="${C.g900}" stroke-width="6"/>` +
    `<circle cx="0" cy="-8" r="24" fill="${C.off}" stroke="${C.g900}" stroke-width="6"/></g>`;
  const body =
    backdrop +
    shop +
    outside +
    pin +
    text(90, 330, 'Find a bike shop', { size: 80, fill: C.g900, halo: C.off, haloWidth: 14 }) +
    text(90, 428, 'near you', { size: 80, fill: C.g700, halo: C.off, haloWidth: 14 }) +
    text(92, 510, 'Bike shops across the Philippines', { size: 36, fill: C.slate, weight: 'normal', halo: C.off, haloWidth: 12 });
  return svgDoc(1600, 900, body);
}

export async function slide4(): Promise<string> {
  const tileIcons: string[] = [
    // bike
    bike(-48, 12, 0.94, C.g900, { stroke: 6 }),
    // helmet
    `<path d="M-62 22C-62 -40 62 -48 64 14C64 24 56 28 46 28L-54 28C-60 28 -62 26 -62 22Z" fill="${C.leaf}" stroke="${C.g900}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-30 -22L-10 22M6 -30L20 22M34 -22L42 20" stroke="${C.g900}" stroke-width="6" stroke-linecap="round"/>`,
    // wheelset
    `<circle r="56" fill="none" stroke="${C.g900}" stroke-width="10"/><circle r="44" fill="none" stroke="${C.sun}" stroke-width="4"/>` +
      `<path d="M0 -44V44M-44 0H44M-31 -31L31 31M-31 31L31 -31" stroke="${C.g900}" stroke-width="3"/><circle r="8" fill="${C.g900}"/>`,
    // jersey
    `<path d="M-24 -52L-62 -30L-48 -2L-36 -10L-36 52L36 52L36 -10L48 -2L62 -30L24 -52C18 -40 -18 -40 -24 -52Z" fill="${C.sky}" stroke="${C.g900}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-36 8H36" stroke="${C.off}" stroke-width="10"/>`,
    // bottle (nutrition)
    `<path d="M-14 -56H14V-44L24 -32V50C24 56 20 60 14 60H-14C-20 60 -24 56 -24 50V-32L-14 -44Z" fill="${C.sunLight}" stroke="${C.g900}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M-24 -6H24M-24 16H24" stroke="${C.sun}" stroke-width="8"/>`,
    // cycling shades
    `<path d="M-66 -10C-40 -22 40 -22 66 -10C64 14 40 24 18 12L6 0H-6L-18 12C-40 24 -64 14 -66 -10Z" fill="${C.ink}"/>` +
      `<path d="M-50 -6C-38 -12 -26 -12 -18 -8" stroke="${C.sky}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ];
  const tiles: string[] = [];
  tileIcons.forEach((icon, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = 820 + col * 240;
    const y = 200 + row * 270;
    tiles.push(`<rect x="${x}" y="${y}" width="200" height="220" rx="28" fill="${C.off}"/>` + `<g transform="translate(${x + 100} ${y + 110})">${icon}</g>`);
  });
  const body =
    `<defs><linearGradient id="bg4" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${C.g800}"/><stop offset="1" stop-color="${C.g900}"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg4)"/>` +
    `<circle cx="1140" cy="450" r="420" fill="${C.g700}" opacity="0.35"/>` +
    tiles.join('') +
    text(110, 380, 'Discover', { size: 96, fill: C.off }) +
    text(110, 486, 'bike brands', { size: 96, fill: C.sun }) +
    text(112, 570, 'Bikes, helmets, jerseys,', { size: 36, fill: C.leafPale, weight: 'normal' }) +
    text(112, 620, 'wheelsets and more', { size: 36, fill: C.leafPale, weight: 'normal' });
  return svgDoc(1600, 900, body);
}

export async function slide5(): Promise<string> {
  const body =
    `<defs><linearGradient id="bg5" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.sunPale}"/><stop offset="1" stop-color="${C.off}"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg5)"/>` +
    `<circle cx="1240" cy="470" r="130" fill="${C.sunLight}"/>` +
    `<circle cx="1240" cy="470" r="84" fill="${C.sun}"/>` +
    hill(1600, 900, 560, 40, 51, C.leafPale, 1.4) +
    hill(1600, 900, 640, 30, 52, C.leafLight, 2.2) +
    `<rect x="-10" y="740" width="1620" height="170" fill="${C.g800}"/>` +
    `<rect x="-10" y="734" width="1620" height="12" fill="${C.g900}"/>` +
    `<path d="M-10 866H1610" stroke="${C.sunLight}" stroke-width="5" stroke-dasharray="44 34"/>` +
    bike(310, 790, 1.1, C.off, { rider: C.g900, stroke: 6 }) +
    bike(600, 790, 1.1, C.off, { rider: C.sky, stroke: 6 }) +
    bike(890, 790, 1.1, C.off, { rider: C.g700, stroke: 6 }) +
    bike(1180, 790, 1.1, C.off, { rider: C.sun, stroke: 6 }) +
    text(800, 200, 'Ride together', { size: 100, fill: C.g900, anchor: 'middle', halo: C.off, haloWidth: 12 }) +
    text(800, 290, 'Find a cycling group', { size: 56, fill: C.g700, anchor: 'middle', halo: C.off, haloWidth: 10 });
  return svgDoc(1600, 900, body);
}

export const slideMakers = [slide1, slide2, slide3, slide4, slide5] as const;
