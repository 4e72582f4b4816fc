/**
 * A picture from Vendure's asset server at a given size. `resize` fits the picture within width × height and keeps its
 * own shape (the element showing it keeps the requested shape with `aspect-ratio` and `object-fit: contain`, so
 * nothing moves when it arrives); `crop` fills exactly width × height.
 */
export function assetUrl(
  preview: string,
  width: number,
  height: number,
  { mode = 'resize', format = 'webp' }: { mode?: 'resize' | 'crop'; format?: 'webp' | 'png' } = {},
): string {
  return `${preview}?w=${width}&h=${height}&mode=${mode}&format=${format}`;
}
