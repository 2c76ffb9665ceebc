export type TImageType = { mime: 'image/png' | 'image/jpeg' | 'image/webp'; ext: 'png' | 'jpg' | 'webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * The image type by content, never by the name or the declared type: PNG and JPEG by their magic
 * numbers, WebP by its RIFF header. Anything else (SVG, HTML, executables) is refused.
 */
export function sniffImage(bytes: Uint8Array): TImageType | null {
  if (bytes.length >= 8 && startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}
