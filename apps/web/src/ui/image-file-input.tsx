import type { RefObject } from 'react';

/** The image types the server accepts for uploads (it checks the content too). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * The hidden file input behind an "upload image" button: the button clicks `inputRef`, and each
 * picked file is handed to `onFile`. The input is cleared at once, so picking the same file again
 * still counts.
 */
export function ImageFileInput({ inputRef, testId, onFile }: { inputRef: RefObject<HTMLInputElement | null>; testId: string; onFile: (file: File) => void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_TYPES}
      hidden
      data-testid={testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
