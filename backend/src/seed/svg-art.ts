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

/** A side view of one of the three models in a body colour and accent colour. */
export function scooterSvg(shape: ScooterShape, bodyColor: string, accentColor: string, label: string): string {
    const body = PAINT[bodyColor] ?? bodyColor;
    const accent = PAINT[accentColor] ?? accentColor;
    const outline = body === PAINT.black ? '#3A3A55' : '#C9CAD6';
    const geometry = {
        one: { rear: 215, front: 590, r: 78, deck: 'M210 360 L300 360 L330 300 L480 300 L520 250 L560 240' },
        cervo: { rear: 205, front: 600, r: 84, deck: 'M200 350 L290 350 L320 285 L470 285 L515 235 L565 225' },
        n3: { rear: 225, front: 580, r: 70, deck: 'M215 370 L310 370 L335 315 L470 315 L505 265 L545 255' },
    }[shape];
    const g = geometry;
    const wheelY = 440;
    // Body: rear cowl + floorboard + front shield, one path per model family.
    const cowl =
        shape === 'cervo'
            ? `M150 330 C160 250 250 215 360 225 L420 232 C430 262 420 300 395 318 L330 336 C300 345 280 360 270 392 L180 392 C160 380 148 360 150 330 Z`
            : shape === 'n3'
              ? `M165 345 C172 280 245 252 340 258 L400 262 C410 290 402 322 380 336 L320 352 C295 360 282 372 276 398 L190 398 C172 388 162 368 165 345 Z`
              : `M155 338 C165 262 250 232 355 240 L415 246 C425 276 416 310 392 326 L328 344 C300 352 282 366 274 396 L185 396 C166 385 153 364 155 338 Z`;
    const shield =
        shape === 'cervo'
            ? `M520 215 C560 200 600 215 612 260 L630 340 C612 372 578 386 548 384 L520 300 Z`
            : shape === 'n3'
              ? `M505 255 C540 242 572 252 584 290 L598 350 C584 378 558 390 532 388 L508 318 Z`
              : `M512 232 C552 218 592 232 604 275 L620 345 C602 376 570 388 540 386 L512 305 Z`;
    return frame(`
<ellipse cx="400" cy="${wheelY + g.r - 6}" rx="300" ry="22" fill="url(#shadow)"/>
${wheel(g.rear, wheelY, g.r, accent === '#FFFFFF' ? '#D9D9E3' : accent)}
${wheel(g.front, wheelY, g.r, accent === '#FFFFFF' ? '#D9D9E3' : accent)}
<path d="M${g.front} ${wheelY} L560 300" stroke="#2B2B3D" stroke-width="16" stroke-linecap="round"/>
<path d="M${g.rear} ${wheelY} L330 380" stroke="#2B2B3D" stroke-width="18" stroke-linecap="round"/>
<path d="${cowl}" fill="${body}" stroke="${outline}" stroke-width="3"/>
<path d="M285 392 L500 392 L540 300 L515 290 L470 360 L300 360 Z" fill="${body}" stroke="${outline}" stroke-width="3"/>
<path d="${shield}" fill="${body}" stroke="${outline}" stroke-width="3"/>
<path d="M200 300 C240 270 330 262 400 270" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M300 388 L500 388" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>
<path d="M210 238 C250 214 350 210 410 226 L405 246 C340 236 260 240 214 258 Z" fill="#22223A"/>
<path d="M548 230 L560 150 L585 150" stroke="#2B2B3D" stroke-width="12" fill="none" stroke-linecap="round"/>
<rect x="560" y="138" width="70" height="16" rx="8" fill="#2B2B3D"/>
<ellipse cx="614" cy="${shape === 'n3' ? 300 : 280}" rx="18" ry="12" fill="#FFF6C8" stroke="${accent}" stroke-width="4"/>
<circle cx="162" cy="318" r="9" fill="${BRAND.magenta}"/>
<text x="330" y="325" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${accent === body ? BRAND.magenta : accent}">${label}</text>
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
    'phone-holder': c => `<rect x="330" y="140" width="150" height="260" rx="24" fill="${BRAND.night}"/><rect x="345" y="165" width="120" height="205" rx="10" fill="#3A3A55"/>
<path d="M300 200 L330 200 M300 330 L330 330 M480 200 L510 200 M480 330 L510 330" stroke="${c}" stroke-width="22" stroke-linecap="round"/>
<rect x="390" y="400" width="30" height="80" fill="#2B2B3D"/><circle cx="405" cy="488" r="28" fill="${c}"/>`,
    'top-box': c => `<path d="M230 250 C230 190 270 170 330 170 L480 170 C540 170 570 200 570 250 L570 380 C570 410 550 420 520 420 L280 420 C250 420 230 410 230 380 Z" fill="${BRAND.night}"/>
<rect x="230" y="280" width="340" height="14" fill="${c}"/><rect x="360" y="300" width="80" height="30" rx="8" fill="#3A3A55"/>`,
    charger: c => `<rect x="250" y="180" width="220" height="220" rx="26" fill="${BRAND.night}"/><circle cx="360" cy="270" r="44" fill="none" stroke="${c}" stroke-width="12"/>
<path d="M360 236 L360 272" stroke="${c}" stroke-width="12" stroke-linecap="round"/><path d="M470 330 C560 330 560 440 640 440" stroke="#2B2B3D" stroke-width="14" fill="none"/>
<rect x="630" y="420" width="50" height="40" rx="8" fill="${c}"/>`,
    'brake-pad': c => `<path d="M240 330 C260 220 360 170 450 180 L470 240 C400 240 340 270 320 340 Z" fill="#6E7386"/>
<path d="M330 360 C350 250 450 200 540 210 L560 270 C490 270 430 300 410 370 Z" fill="${BRAND.night}"/><circle cx="300" cy="250" r="12" fill="${c}"/><circle cx="390" cy="280" r="12" fill="${c}"/>`,
    tyre: c => `<circle cx="400" cy="300" r="170" fill="#141420"/><circle cx="400" cy="300" r="95" fill="${BRAND.mist}"/><circle cx="400" cy="300" r="95" fill="none" stroke="${c}" stroke-width="10"/>
${Array.from({ length: 16 }, (_, i) => { const a = (i * Math.PI) / 8; return `<line x1="${(400 + Math.cos(a) * 130).toFixed(1)}" y1="${(300 + Math.sin(a) * 130).toFixed(1)}" x2="${(400 + Math.cos(a) * 165).toFixed(1)}" y2="${(300 + Math.sin(a) * 165).toFixed(1)}" stroke="#3A3A55" stroke-width="10"/>`; }).join('')}`,
    mirror: c => `<ellipse cx="300" cy="220" rx="95" ry="60" fill="${BRAND.night}"/><ellipse cx="300" cy="220" rx="78" ry="46" fill="#9FB3D9"/>
<path d="M330 270 L400 420" stroke="#2B2B3D" stroke-width="16" stroke-linecap="round"/><ellipse cx="520" cy="220" rx="95" ry="60" fill="${BRAND.night}"/>
<ellipse cx="520" cy="220" rx="78" ry="46" fill="#9FB3D9"/><path d="M490 270 L420 420" stroke="#2B2B3D" stroke-width="16" stroke-linecap="round"/><circle cx="410" cy="430" r="20" fill="${c}"/>`,
    shock: c => `<rect x="380" y="120" width="40" height="70" rx="12" fill="#2B2B3D"/><rect x="385" y="380" width="30" height="90" rx="10" fill="#2B2B3D"/>
${Array.from({ length: 9 }, (_, i) => `<ellipse cx="400" cy="${200 + i * 22}" rx="70" ry="12" fill="none" stroke="${c}" stroke-width="10"/>`).join('')}
<rect x="385" y="190" width="30" height="200" fill="${BRAND.night}" opacity="0.6"/>`,
    't-shirt': c => `<path d="M300 150 L360 130 C380 160 420 160 440 130 L500 150 L600 220 L555 290 L510 260 L510 460 L290 460 L290 260 L245 290 L200 220 Z" fill="${c}"/>
<text x="400" y="320" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" letter-spacing="6" fill="${c === BRAND.night ? BRAND.magenta : BRAND.white}">ALVA</text>`,
    jacket: c => `<path d="M300 140 L360 120 L400 170 L440 120 L500 140 L610 230 L570 470 L500 470 L500 480 L300 480 L300 470 L230 470 L190 230 Z" fill="${c}"/>
<path d="M400 170 L400 480" stroke="${BRAND.magenta}" stroke-width="8"/><path d="M300 140 L400 300 L500 140" stroke="#2B2B3D" stroke-width="6" fill="none"/>`,
    cap: c => `<path d="M230 330 C230 210 310 160 400 160 C490 160 570 210 570 330 Z" fill="${c}"/><path d="M540 320 C620 320 680 340 690 370 L560 370 Z" fill="${BRAND.night}"/>
<circle cx="400" cy="165" r="14" fill="${BRAND.magenta}"/><rect x="230" y="322" width="340" height="20" rx="8" fill="${BRAND.night}"/>`,
    'swap-pass': c => `<rect x="200" y="170" width="400" height="250" rx="26" fill="${BRAND.night}"/><rect x="200" y="230" width="400" height="40" fill="${c}"/>
<path d="M420 300 L390 380 L415 380 L400 440 L450 350 L425 350 L440 300 Z" fill="${BRAND.white}" transform="translate(-20 -20)"/><circle cx="520" cy="350" r="30" fill="none" stroke="${BRAND.white}" stroke-width="8"/>`,
};

export function itemSvg(icon: ItemIcon, label: string, color: string = BRAND.magenta): string {
    return frame(`<ellipse cx="400" cy="500" rx="240" ry="18" fill="url(#shadow)"/>
${ICONS[icon](PAINT[color] ?? color)}
<text x="400" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${BRAND.night}">${label}</text>`);
}
