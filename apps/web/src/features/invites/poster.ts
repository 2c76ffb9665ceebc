/** What the poster shows, already in the reader's language. */
export type TPosterText = {
  brand: string;
  title: string;
  subtitle: string;
  codeLabel: string;
  code: string;
  link: string;
  scan: string;
  isRtl: boolean;
};

export const POSTER_SIZE = { width: 720, height: 1080 } as const;

const FONT = '"Noto Sans", "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Devanagari", system-ui, sans-serif';

/** Splits a text into lines that fit `max` pixels (by words, or by characters for scripts without spaces). */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  // Chinese and Japanese break between characters; the others between words.
  const byCharacter = !text.includes(' ') || /[\u3040-\u30ff\u3400-\u9fff]/.test(text);
  const parts = byCharacter ? [...text] : text.split(' ');
  const joiner = byCharacter ? '' : ' ';
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const next = line ? `${line}${joiner}${part}` : part;
    if (ctx.measureText(next).width > max && line) {
      lines.push(line);
      line = part;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws the share poster (issue 15): the brand, the offer, the QR code of the invite link, the
 * code and the link, on a 720×1080 canvas, centred so that it reads the same left-to-right and
 * right-to-left (Arabic sets the canvas direction). `qr` is a canvas with the QR code already drawn.
 */
export function drawPoster(canvas: HTMLCanvasElement, qr: HTMLCanvasElement, text: TPosterText): void {
  const { width, height } = POSTER_SIZE;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.direction = text.isRtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';

  const background = ctx.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, '#0b1f4b');
  background.addColorStop(1, '#1554d1');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255,255,255,0.06)';
  ctx.beginPath();
  ctx.arc(width - 60, 120, 220, 0, Math.PI * 2);
  ctx.fill();

  const cx = width / 2;
  ctx.fillStyle = '#9cc2ff';
  ctx.font = `600 30px ${FONT}`;
  ctx.fillText(text.brand, cx, 90);

  ctx.fillStyle = '#ffffff';
  ctx.font = `700 52px ${FONT}`;
  let y = 180;
  for (const line of wrap(ctx, text.title, width - 100).slice(0, 2)) {
    ctx.fillText(line, cx, y);
    y += 64;
  }
  ctx.fillStyle = '#d6e4ff';
  ctx.font = `400 28px ${FONT}`;
  y += 4;
  for (const line of wrap(ctx, text.subtitle, width - 120).slice(0, 3)) {
    ctx.fillText(line, cx, y);
    y += 40;
  }

  // The card: QR code, code and link.
  const cardY = Math.max(y + 20, 380);
  const cardH = height - cardY - 60;
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 60, cardY, width - 120, cardH, 28);
  ctx.fill();
  const qrSize = 340;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, cx - qrSize / 2, cardY + 36, qrSize, qrSize);
  ctx.fillStyle = '#5b6478';
  ctx.font = `400 24px ${FONT}`;
  ctx.fillText(text.scan, cx, cardY + qrSize + 76);
  ctx.fillStyle = '#5b6478';
  ctx.font = `400 26px ${FONT}`;
  ctx.fillText(text.codeLabel, cx, cardY + qrSize + 130);
  ctx.fillStyle = '#0b1f4b';
  ctx.font = `700 56px ${FONT}`;
  ctx.direction = 'ltr';
  ctx.fillText(text.code, cx, cardY + qrSize + 192);
  ctx.fillStyle = '#1554d1';
  ctx.font = `400 20px ${FONT}`;
  let linkY = cardY + qrSize + 236;
  for (const line of wrap(ctx, text.link, width - 180).slice(0, 2)) {
    ctx.fillText(line, cx, linkY);
    linkY += 28;
  }
}

/** The poster as a PNG file (for download and for navigator.share). */
export function posterFile(canvas: HTMLCanvasElement, code: string): Promise<File | null> {
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve(blob ? new File([blob], `invite-${code}.png`, { type: 'image/png' }) : null), 'image/png');
  });
}

/** Saves the poster as invite-<code>.png. */
export async function downloadPoster(canvas: HTMLCanvasElement, code: string): Promise<boolean> {
  const file = await posterFile(canvas, code);
  if (!file) return false;
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Shares the poster (as a file where the browser can, else the link), through the system's share sheet. */
export async function sharePoster(canvas: HTMLCanvasElement, code: string, link: string, message: string): Promise<void> {
  const file = await posterFile(canvas, code);
  const withFile = file ? { files: [file], text: message, url: link } : null;
  try {
    if (withFile && navigator.canShare?.(withFile)) await navigator.share(withFile);
    else await navigator.share({ text: message, url: link });
  } catch {
    // The user closed the share sheet: nothing to do.
  }
}
