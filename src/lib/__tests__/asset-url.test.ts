import { describe, expect, it } from 'vitest';
import { assetUrl } from '../asset-url';

describe('assetUrl', () => {
  it('asks the asset server for a WebP fitted within the size by default', () => {
    expect(assetUrl('http://localhost:3001/assets/preview/6d/cervo__preview.png', 400, 240)).toBe(
      'http://localhost:3001/assets/preview/6d/cervo__preview.png?w=400&h=240&mode=resize&format=webp',
    );
  });

  it('crops to exactly the size, and gives PNG when asked (social images)', () => {
    expect(assetUrl('/assets/rider.jpg', 400, 300, { mode: 'crop', format: 'png' })).toBe(
      '/assets/rider.jpg?w=400&h=300&mode=crop&format=png',
    );
  });
});
