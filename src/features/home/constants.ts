/** The unique-selling-points tabs, 1-based like the home UI state's `uspActiveTab` (SPEC §2, default 1). */
export const USP_TABS = [1, 2, 3, 4] as const;
export type UspTab = (typeof USP_TABS)[number];

/** The 360-degree view: frames rendered by scripts/render-360-frames.mjs (one every 30 degrees). */
export const VIEW360_FRAME_COUNT = 12;
export const VIEW360_COLOURS = ['black', 'white'] as const;
export const VIEW360_ACCENTS = ['white-accent', 'black-accent'] as const;
export type View360Colour = (typeof VIEW360_COLOURS)[number];
export type View360Accent = (typeof VIEW360_ACCENTS)[number];

export const view360FrameUrl = (colour: string, accent: string, frame: number) =>
  `/images/360/${colour}-${accent}/${frame}.webp`;

/** Sections the home page's second navigation bar links to, in page order (position 1 = the first). */
export const HOME_SECTIONS = [
  { id: 'models', key: 'models' },
  { id: 'why-alva', key: 'usp' },
  { id: 'view-360', key: 'view360' },
  { id: 'ride', key: 'testRide' },
] as const;
