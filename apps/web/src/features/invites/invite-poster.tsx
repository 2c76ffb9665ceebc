import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { canShare, downloadPoster, drawPoster, sharePoster } from './poster';

export type TPosterActions = { download: () => void; share: (() => void) | null; isReady: boolean };

/**
 * The share poster, drawn in the browser on a canvas (QR code of the mobile invite link, the code and
 * the link), shown as the picture itself; `actions` renders the interface's own buttons (download,
 * and share where the browser has a share sheet).
 */
export function InvitePoster(props: { code: string; link: string; ratio: string; cashback: string; actions: (a: TPosterActions) => ReactNode; className?: string }) {
  const { t, i18n } = useTranslation();
  const qr = useRef<HTMLCanvasElement>(null);
  const poster = useRef<HTMLCanvasElement>(null);
  const [isReady, setReady] = useState(false);
  const isRtl = i18n.dir() === 'rtl';
  const percent = `${Math.round(Number(props.ratio) * 1000) / 10}%`;

  useEffect(() => {
    if (!qr.current || !poster.current) return;
    drawPoster(poster.current, qr.current, {
      brand: t('brand'),
      title: t('invite.posterTitle'),
      subtitle: t('invite.posterSubtitle', { percent, cashback: props.cashback }),
      codeLabel: t('invite.code'),
      code: props.code,
      link: props.link,
      scan: t('invite.posterScan'),
      isRtl,
    });
    setReady(true);
  }, [t, props.code, props.link, props.cashback, percent, isRtl]);

  const download = () => {
    if (poster.current) void downloadPoster(poster.current, props.code);
  };
  const share = canShare()
    ? () => {
        if (poster.current) void sharePoster(poster.current, props.code, props.link, t('invite.shareMessage', { code: props.code }));
      }
    : null;

  return (
    <div className={props.className} data-testid="invite-poster" data-ready={isReady}>
      <QRCodeCanvas ref={qr} value={props.link} size={340} marginSize={2} style={{ display: 'none' }} aria-hidden />
      <canvas ref={poster} className="invite-poster__canvas" role="img" aria-label={t('invite.posterLabel', { code: props.code })} data-testid="invite-poster-canvas" />
      {props.actions({ download, share, isReady })}
    </div>
  );
}
