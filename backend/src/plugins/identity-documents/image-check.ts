import crypto from 'crypto';
import sharp from 'sharp';

import { DOCUMENT_MAX_DIMENSION, DOCUMENT_MAX_INPUT_PIXELS, DOCUMENT_MIN_DIMENSION, DocumentUploadErrorCode } from './constants';
import { checkDocumentFile } from './document-rules';

export interface CheckedImage {
    /** The re-encoded JPEG: orientation applied, every metadata block (EXIF, GPS, XMP, ICC, comments) dropped. */
    data: Buffer;
    mimeType: 'image/jpeg';
    width: number;
    height: number;
    sha256: string;
}

export type ImageCheckResult = { ok: true; image: CheckedImage } | { ok: false; code: DocumentUploadErrorCode };

/** What the first bytes say the file is (only the formats we accept). */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | null {
    if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
    return null;
}

/**
 * Checks an uploaded document photo and re-encodes it:
 * 1. size: at most DOCUMENT_MAX_BYTES, not empty;
 * 2. the file name ends in .jpg, .jpeg or .png;
 * 3. the magic bytes are JPEG or PNG (a JPEG named .png or the other way round is accepted: the content decides
 *    and the file is re-encoded anyway; anything else named like an image, e.g. a PDF, SVG, HTML or EXE, is not);
 * 4. the decoder agrees (format, at most DOCUMENT_MAX_INPUT_PIXELS, no truncation or corrupt data) and the image is
 *    at least DOCUMENT_MIN_DIMENSION on each side;
 * 5. re-encoded as JPEG with the EXIF orientation applied, at most DOCUMENT_MAX_DIMENSION on the longest side and
 *    without any metadata, so trailing bytes of a polyglot file and the GPS position of the photo are gone.
 */
export async function checkDocumentImage(bytes: Buffer, filename: string): Promise<ImageCheckResult> {
    const fileError = checkDocumentFile({ name: filename, size: bytes.length });
    if (fileError) return { ok: false, code: fileError };
    const sniffed = sniffImageType(bytes);
    if (!sniffed) return { ok: false, code: 'DOCUMENT_FILE_TYPE' };
    try {
        const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: DOCUMENT_MAX_INPUT_PIXELS, sequentialRead: true });
        const meta = await input().metadata();
        if (meta.format !== sniffed) return { ok: false, code: 'DOCUMENT_IMAGE_INVALID' };
        // Orientation 5-8 swaps the sides once applied.
        const swapped = (meta.orientation ?? 1) >= 5;
        const width = (swapped ? meta.height : meta.width) ?? 0;
        const height = (swapped ? meta.width : meta.height) ?? 0;
        if (Math.min(width, height) < DOCUMENT_MIN_DIMENSION) return { ok: false, code: 'DOCUMENT_IMAGE_TOO_SMALL' };
        const { data, info } = await input()
            .rotate()
            .resize({
                width: DOCUMENT_MAX_DIMENSION,
                height: DOCUMENT_MAX_DIMENSION,
                fit: 'inside',
                withoutEnlargement: true,
            })
            .flatten({ background: '#ffffff' })
            .toColourspace('srgb')
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer({ resolveWithObject: true });
        return {
            ok: true,
            image: {
                data,
                mimeType: 'image/jpeg',
                width: info.width,
                height: info.height,
                sha256: crypto.createHash('sha256').update(data).digest('hex'),
            },
        };
    } catch {
        // Truncated, corrupt, too many pixels, or a decoder error: not an image we can use.
        return { ok: false, code: 'DOCUMENT_IMAGE_INVALID' };
    }
}
