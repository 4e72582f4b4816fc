import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { socialImageUrl } from '../structured-data';

describe('socialImageUrl', () => {
  it('gives a site SVG as its JPEG twin, which exists for every blog cover', () => {
    expect(socialImageUrl('/images/blog/battery-care.svg', 'https://alva.example')).toBe(
      'https://alva.example/images/blog/battery-care.jpg',
    );
    for (const name of ['battery-care', 'rainy-season', 'experience-centre']) {
      expect(existsSync(path.join('public/images/blog', `${name}.jpg`)), name).toBe(true);
    }
  });

  it('keeps raster and external images as they are', () => {
    expect(socialImageUrl('/images/blog/cover.png', 'https://alva.example')).toBe(
      'https://alva.example/images/blog/cover.png',
    );
    expect(socialImageUrl('https://cdn.example/a.svg', 'https://alva.example')).toBe('https://cdn.example/a.svg');
  });
});
