/**
 * Original illustrations for the demo catalogue, drawn in code (brand colours: magenta #E6007E,
 * night #1A1A2E, white). The seed rasterises them to PNG, because uploaded assets are public and SVG
 * can carry script.
 */
export const BRAND = { magenta: '#E6007E', night: '#1A1A2E', white: '#FFFFFF', mist: '#F4F1F6', grey: '#8A8FA3' };

export const PAINT: Record<string, string> = {
    black: '#1A1A2E',
    white: '#F7F7FA',
    grey: '#6E7386',
    pink: '#E6007E',
    'white-accent': '#FFFFFF',
    'black-accent': '#1A1A2E',
    'pink-accent': '#E6007E',
};

const W = 800;
const H = 600;

function frame(inner: string, background = BRAND.mist): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#FFFFFF"/>
  </linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#1A1A2E" stop-opacity="0.28"/><stop offset="1" stop-color="#1A1A2E" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="640" cy="110" r="160" fill="${BRAND.magenta}" opacity="0.07"/>
<circle cx="120" cy="520" r="120" fill="${BRAND.magenta}" opacity="0.05"/>
${inner}
<text x="40" y="62" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" letter-spacing="6" fill="${BRAND.magenta}">ALVA</text>
</svg>`;
}

function wheel(cx: number, cy: number, r: number, rim: string): string {
    return `<g>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#141420"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.68}" fill="#2B2B3D"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="none" stroke="${rim}" stroke-width="${r * 0.08}"/>
  ${[0, 60, 120, 180, 240, 300]
      .map(a => {
          const rad = (a * Math.PI) / 180;
          return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(rad) * r * 0.58).toFixed(1)}" y2="${(cy + Math.sin(rad) * r * 0.58).toFixed(1)}" stroke="${rim}" stroke-width="${r * 0.1}" stroke-linecap="round"/>`;
      })
      .join('')}
  <circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${BRAND.magenta}"/>
</g>`;
}

export type ScooterShape = 'one' | 'cervo' | 'n3';

/** Colours one drawing needs: body paint, its outline, the accent, and the rim colour (white rims read as grey). */
interface Paint {
    body: string;
    outline: string;
    accent: string;
    rim: string;
}

const GROUND = 500;
const DARK = '#2B2B3D';
const LAMP = '#FFF6C8';

/**
 * Each model has its own silhouette so a customer can tell them apart at a glance (issue 18 point 13):
 * the One is a classic round step-through, the Cervo a long maxi-scooter with a windscreen and a two-level seat,
 * the N3 a small upright city moped with a front basket and a rear rack.
 */
const DRAWINGS: Record<ScooterShape, (p: Paint) => string> = {
    one: p => {
        const r = 70;
        const y = GROUND - r;
        return `${wheel(230, y, r, p.rim)}${wheel(570, y, r, p.rim)}
<path d="M570 ${y} L540 215" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/>
<path d="M230 ${y} L320 390" stroke="${DARK}" stroke-width="18" stroke-linecap="round"/>
<path d="M518 398 C522 352 616 352 622 398 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M160 378 C150 298 220 255 320 255 L410 262 C426 300 416 345 386 365 L322 385 C302 392 292 400 290 412 L192 412 C172 407 161 396 160 378 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M290 386 L478 386 L478 412 L290 412 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M462 412 L500 412 C532 378 548 300 544 222 L520 216 C508 292 486 350 462 386 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M202 256 C232 228 362 226 406 240 L402 262 C330 256 260 258 206 270 Z" fill="#22223A"/>
<path d="M178 330 C210 296 300 286 392 292" stroke="${p.accent}" stroke-width="9" fill="none" stroke-linecap="round"/>
<path d="M300 399 L470 399" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
<path d="M520 196 L606 196" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>
<circle cx="552" cy="214" r="18" fill="${LAMP}" stroke="${p.accent}" stroke-width="4"/>
<circle cx="168" cy="338" r="8" fill="${BRAND.magenta}"/>`;
    },
    cervo: p => {
        const r = 80;
        const y = GROUND - r;
        return `${wheel(200, y, r, p.rim)}${wheel(625, y, r, p.rim)}
<path d="M625 ${y} L590 200" stroke="${DARK}" stroke-width="18" stroke-linecap="round"/>
<path d="M200 ${y} L320 370" stroke="${DARK}" stroke-width="20" stroke-linecap="round"/>
<path d="M565 372 C575 318 680 318 690 372 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M112 322 C118 276 176 252 258 250 L470 262 L566 226 L622 246 C650 280 660 328 640 356 L588 368 L520 382 L312 394 C284 398 272 410 266 424 L168 424 C134 412 110 372 112 322 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M598 238 L580 118 C598 104 630 106 642 116 L654 226 Z" fill="#BFD3EE" opacity="0.75" stroke="${p.outline}" stroke-width="2"/>
<path d="M142 254 C166 226 252 220 300 232 L326 210 C358 198 428 206 456 232 L452 258 L148 266 Z" fill="#22223A"/>
<path d="M120 300 L96 296 L98 318 L118 322 Z" fill="${DARK}"/>
<path d="M140 340 C260 320 420 318 600 286" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M320 380 L560 364" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
<path d="M614 270 L650 280 M610 288 L646 300" stroke="${LAMP}" stroke-width="8" stroke-linecap="round"/>
<path d="M560 188 L636 180" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>
<circle cx="124" cy="332" r="8" fill="${BRAND.magenta}"/>`;
    },
    n3: p => {
        const r = 58;
        const y = GROUND - r;
        return `${wheel(270, y, r, p.rim)}${wheel(545, y, r, p.rim)}
<path d="M545 ${y} L505 205" stroke="${DARK}" stroke-width="13" stroke-linecap="round"/>
<path d="M270 ${y} L340 400 L430 400" stroke="${DARK}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M505 412 C508 380 582 380 586 412 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M206 352 C210 316 246 298 300 298 L392 302 C402 328 396 352 376 364 L332 376 L232 384 C216 380 204 368 206 352 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M404 414 L434 414 L500 246 L478 238 Z" fill="${p.body}" stroke="${p.outline}" stroke-width="3"/>
<path d="M232 300 L380 296 L378 280 C340 270 272 270 234 282 Z" fill="#22223A"/>
<path d="M186 286 L254 286" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>
<path d="M196 286 L214 330" stroke="${DARK}" stroke-width="6"/>
<path d="M222 340 C260 320 330 316 386 322" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>
<rect x="516" y="212" width="78" height="50" rx="6" fill="none" stroke="${DARK}" stroke-width="6"/>
<path d="M536 212 L536 262 M556 212 L556 262 M576 212 L576 262 M516 237 L594 237" stroke="${DARK}" stroke-width="3"/>
<rect x="530" y="270" width="30" height="22" rx="5" fill="${LAMP}" stroke="${p.accent}" stroke-width="4"/>
<path d="M470 186 L540 182" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>
<circle cx="214" cy="348" r="7" fill="${BRAND.magenta}"/>`;
    },
};

/** A side view of one model in a body colour and accent colour, its name under the bike (never on the body). */
export function scooterSvg(shape: ScooterShape, bodyColor: string, accentColor: string, label: string): string {
    const body = PAINT[bodyColor] ?? bodyColor;
    const accentPaint = PAINT[accentColor] ?? accentColor;
    const outline = body === PAINT.black ? '#3A3A55' : '#C9CAD6';
    // An accent in the body's own colour would vanish: a shade of it keeps the stripes visible and truthful.
    const accent =
        accentPaint.toUpperCase() === body.toUpperCase() ? (body === PAINT.black ? '#55577A' : '#BFC0CC') : accentPaint;
    const paint: Paint = {
        body,
        outline,
        accent,
        rim: accent === '#FFFFFF' || accent === PAINT.white ? '#D9D9E3' : accent,
    };
    return frame(`
<ellipse cx="400" cy="${GROUND - 4}" rx="310" ry="20" fill="url(#shadow)"/>
${DRAWINGS[shape](paint)}
<text x="400" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" letter-spacing="2" fill="${BRAND.night}">${label}</text>
`);
}

export function batterySvg(label: string, capacity: string, cells = 2): string {
    const packs = Array.from({ length: cells }, (_, i) => {
        const x = 250 + i * 170 - (cells - 1) * 40;
        return `<g transform="translate(${x} 170)">
  <rect x="0" y="30" width="150" height="270" rx="22" fill="${BRAND.night}"/>
  <rect x="40" y="0" width="70" height="44" rx="12" fill="#2B2B3D"/>
  <rect x="18" y="60" width="114" height="22" rx="6" fill="${BRAND.magenta}"/>
  <path d="M80 130 L56 200 L78 200 L66 260 L104 176 L82 176 L96 130 Z" fill="${BRAND.white}"/>
  <text x="75" y="290" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#C9CAD6">${capacity}</text>
</g>`;
    }).join('');
    return frame(`<ellipse cx="400" cy="480" rx="260" ry="20" fill="url(#shadow)"/>${packs}
<text x="400" y="545" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${BRAND.night}">${label}</text>`);
}

export type ItemIcon =
    | 'helmet'
    | 'phone-holder'
    | 'top-box'
    | 'charger'
    | 'brake-pad'
    | 'tyre'
    | 'mirror'
    | 'shock'
    | 't-shirt'
    | 'jacket'
    | 'cap'
    | 'swap-pass';

const ICONS: Record<ItemIcon, (c: string) => string> = {
    helmet: c => `<path d="M230 360 C230 220 330 160 420 160 C530 160 590 250 590 330 L590 380 L420 380 L400 330 L260 330 Z" fill="${c}"/>
<path d="M420 220 C500 220 560 270 570 330 L430 330 Z" fill="#2B2B3D" opacity="0.9"/><rect x="230" y="372" width="360" height="26" rx="10" fill="${BRAND.night}"/>
<path d="M260 260 C300 210 360 190 410 190" stroke="${BRAND.white}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    'phone-holder':
        c => `<rect x="330" y="140" width="150" height="260" rx="24" fill="${BRAND.night}"/><rect x="345" y="165" width="120" height="205" rx="10" fill="#3A3A55"/>
<path d="M300 200 L330 200 M300 330 L330 330 M480 200 L510 200 M480 330 L510 330" stroke="${c}" stroke-width="22" stroke-linecap="round"/>
<rect x="390" y="400" width="30" height="80" fill="#2B2B3D"/><circle cx="405" cy="488" r="28" fill="${c}"/>`,
    'top-box':
        c => `<path d="M230 250 C230 190 270 170 330 170 L480 170 C540 170 570 200 570 250 L570 380 C570 410 550 420 520 420 L280 420 C250 420 230 410 230 380 Z" fill="${BRAND.night}"/>
<rect x="230" y="280" width="340" height="14" fill="${c}"/><rect x="360" y="300" width="80" height="30" rx="8" fill="#3A3A55"/>`,
    charger:
        c => `<rect x="250" y="180" width="220" height="220" rx="26" fill="${BRAND.night}"/><circle cx="360" cy="270" r="44" fill="none" stroke="${c}" stroke-width="12"/>
<path d="M360 236 L360 272" stroke="${c}" stroke-width="12" stroke-linecap="round"/><path d="M470 330 C560 330 560 440 640 440" stroke="#2B2B3D" stroke-width="14" fill="none"/>
<rect x="630" y="420" width="50" height="40" rx="8" fill="${c}"/>`,
    'brake-pad': c => `<path d="M240 330 C260 220 360 170 450 180 L470 240 C400 240 340 270 320 340 Z" fill="#6E7386"/>
<path d="M330 360 C350 250 450 200 540 210 L560 270 C490 270 430 300 410 370 Z" fill="${BRAND.night}"/><circle cx="300" cy="250" r="12" fill="${c}"/><circle cx="390" cy="280" r="12" fill="${c}"/>`,
    tyre: c => `<circle cx="400" cy="300" r="170" fill="#141420"/><circle cx="400" cy="300" r="95" fill="${BRAND.mist}"/><circle cx="400" cy="300" r="95" fill="none" stroke="${c}" stroke-width="10"/>
${Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `<line x1="${(400 + Math.cos(a) * 130).toFixed(1)}" y1="${(300 + Math.sin(a) * 130).toFixed(1)}" x2="${(400 + Math.cos(a) * 165).toFixed(1)}" y2="${(300 + Math.sin(a) * 165).toFixed(1)}" stroke="#3A3A55" stroke-width="10"/>`;
}).join('')}`,
    mirror: c => `<ellipse cx="300" cy="220" rx="95" ry="60" fill="${BRAND.night}"/><ellipse cx="300" cy="220" rx="78" ry="46" fill="#9FB3D9"/>
<path d="M330 270 L400 420" stroke="#2B2B3D" stroke-width="16" stroke-linecap="round"/><ellipse cx="520" cy="220" rx="95" ry="60" fill="${BRAND.night}"/>
<ellipse cx="520" cy="220" rx="78" ry="46" fill="#9FB3D9"/><path d="M490 270 L420 420" stroke="#2B2B3D" stroke-width="16" stroke-linecap="round"/><circle cx="410" cy="430" r="20" fill="${c}"/>`,
    shock: c => `<rect x="380" y="120" width="40" height="70" rx="12" fill="#2B2B3D"/><rect x="385" y="380" width="30" height="90" rx="10" fill="#2B2B3D"/>
${Array.from({ length: 9 }, (_, i) => `<ellipse cx="400" cy="${200 + i * 22}" rx="70" ry="12" fill="none" stroke="${c}" stroke-width="10"/>`).join('')}
<rect x="385" y="190" width="30" height="200" fill="${BRAND.night}" opacity="0.6"/>`,
    't-shirt':
        c => `<path d="M300 150 L360 130 C380 160 420 160 440 130 L500 150 L600 220 L555 290 L510 260 L510 460 L290 460 L290 260 L245 290 L200 220 Z" fill="${c}"/>
<text x="400" y="320" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" letter-spacing="6" fill="${c === BRAND.night ? BRAND.magenta : BRAND.white}">ALVA</text>`,
    jacket: c => `<path d="M300 140 L360 120 L400 170 L440 120 L500 140 L610 230 L570 470 L500 470 L500 480 L300 480 L300 470 L230 470 L190 230 Z" fill="${c}"/>
<path d="M400 170 L400 480" stroke="${BRAND.magenta}" stroke-width="8"/><path d="M300 140 L400 300 L500 140" stroke="#2B2B3D" stroke-width="6" fill="none"/>`,
    cap: c => `<path d="M230 330 C230 210 310 160 400 160 C490 160 570 210 570 330 Z" fill="${c}"/><path d="M540 320 C620 320 680 340 690 370 L560 370 Z" fill="${BRAND.night}"/>
<circle cx="400" cy="165" r="14" fill="${BRAND.magenta}"/><rect x="230" y="322" width="340" height="20" rx="8" fill="${BRAND.night}"/>`,
    'swap-pass':
        c => `<rect x="200" y="170" width="400" height="250" rx="26" fill="${BRAND.night}"/><rect x="200" y="230" width="400" height="40" fill="${c}"/>
<path d="M420 300 L390 380 L415 380 L400 440 L450 350 L425 350 L440 300 Z" fill="${BRAND.white}" transform="translate(-20 -20)"/><circle cx="520" cy="350" r="30" fill="none" stroke="${BRAND.white}" stroke-width="8"/>`,
};

export function itemSvg(icon: ItemIcon, label: string, color: string = BRAND.magenta): string {
    return frame(`<ellipse cx="400" cy="500" rx="240" ry="18" fill="url(#shadow)"/>
${ICONS[icon](PAINT[color] ?? color)}
<text x="400" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${BRAND.night}">${label}</text>`);
}
