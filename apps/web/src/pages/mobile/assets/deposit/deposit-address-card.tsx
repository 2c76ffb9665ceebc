import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { useDepositAddress } from '../../../../features/assets/use-assets';
import { Output } from '../../../../features/format/output';
import { CopyButton } from '../components/copy-button';
import { InfoRow } from '../components/info-row';
import { QueryState } from '../components/query-state';

type TProps = { currency: string; chain: TChain };

/**
 * The user's deposit address on the chain: QR code, address and memo to copy, the network, the
 * token's contract (on a watched chain), the minimum and the confirmations, and how a deposit is
 * credited: by itself after its confirmations on a watched chain, after review of a proof elsewhere.
 */
export function DepositAddressCard({ currency, chain }: TProps) {
  const { t } = useTranslation();
  const address = useDepositAddress(currency, chain.chain);
  const data = address.data;
  return (
    <section className="ma-card ma-deposit">
      <QueryState isLoading={address.isLoading} error={address.error} onRetry={() => void address.refetch()}>
        {data && (
          <>
            <div className="ma-qr" data-testid="deposit-qr">
              {/* The SVG is the image (qrcode.react gives it role="img"), so it carries the name. */}
              <QRCodeSVG value={data.qrContent} size={168} marginSize={2} role="img" aria-label={t('assets.qrLabel')} />
            </div>
            <div className="ma-copyable">
              <div className="ma-copyable__label">{t('assets.depositAddress')}</div>
              <div className="ma-copyable__row">
                <bdi dir="ltr" className="ma-copyable__text" data-testid="deposit-address">{data.address}</bdi>
                <CopyButton text={data.address} label={`${t('assets.copy')} ${t('assets.depositAddress')}`} />
              </div>
            </div>
            {data.memo && (
              <div className="ma-copyable ma-copyable--memo">
                <div className="ma-copyable__label">{t('assets.memo')}</div>
                <div className="ma-copyable__row">
                  <bdi dir="ltr" className="ma-copyable__text" data-testid="deposit-memo">{data.memo}</bdi>
                  <CopyButton text={data.memo} label={`${t('assets.copy')} ${t('assets.memo')}`} />
                </div>
                <p className="ma-warning">{t('assets.memoWarning')}</p>
              </div>
            )}
            {data.watched && data.contract && (
              <div className="ma-copyable">
                <div className="ma-copyable__label">{t('assets.chain.contract')}</div>
                <div className="ma-copyable__row">
                  <bdi dir="ltr" className="ma-copyable__text" data-testid="deposit-contract">{data.contract}</bdi>
                  <CopyButton text={data.contract} label={`${t('assets.copy')} ${t('assets.chain.contract')}`} />
                </div>
              </div>
            )}
            <InfoRow label={t('assets.network')}>
              <span data-testid="deposit-network">{data.network || chain.chain}</span>
            </InfoRow>
            <InfoRow label={t('assets.minDeposit')}>
              <bdi dir="ltr">
                <Output value={data.minDeposit} scale={MAX_ASSET_SCALE} /> {currency}
              </bdi>
            </InfoRow>
            {data.watched && <InfoRow label={t('assets.chain.confirmations')}>{data.confirmations}</InfoRow>}
            <p className="ma-hint">{t('assets.minDepositHint')}</p>
            {data.watched ? (
              <p className="ma-note" data-testid="deposit-credit-note" data-watched="true">
                {t('assets.chain.autoCredit', { confirmations: data.confirmations })}
              </p>
            ) : (
              <>
                <p className="ma-hint">{t('assets.confirmHint', { count: data.confirmations })}</p>
                <p className="ma-hint" data-testid="deposit-credit-note" data-watched="false">{t('assets.chain.reviewCredit')}</p>
              </>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
