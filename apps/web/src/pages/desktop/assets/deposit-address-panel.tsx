import { Alert, Skeleton } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { useDepositAddress } from '../../../features/assets/use-assets';
import { Output } from '../../../features/format/output';
import { CopyButton } from './copy-button';
import { LoadError } from './load-error';

/**
 * The user's deposit address on a chain (POST /user/deposit/address): QR code of the address,
 * the address and memo to copy, the network, the token's contract (on a watched chain), the minimum
 * and the confirmations (SPEC §9), and how a deposit is credited: by itself once confirmed on a
 * watched chain, after review of the uploaded proof elsewhere. Without an address provider the
 * server answers depositAddressUnavailable, shown here as the reason.
 */
export function DepositAddressPanel({ currency, chain }: { currency: string; chain: TChain }) {
  const { t } = useTranslation();
  const query = useDepositAddress(currency, chain.chain);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const isWatched = data?.watched === true;
  const confirmations = data?.confirmations ?? chain.confirmations;
  return (
    <div className="da-deposit" data-testid="deposit-address-panel">
      <div className="da-qr">
        {data ? (
          <QRCodeSVG value={data.qrContent} size={168} marginSize={2} role="img" aria-label={t('assets.qrLabel')} data-testid="deposit-qr" />
        ) : (
          <Skeleton.Node active className="da-qr__wait" />
        )}
      </div>
      <div className="da-deposit__info">
        <div className="da-field">
          <span className="da-field__label">{t('assets.depositAddress')}</span>
          {data ? (
            <div className="da-copyline">
              <code dir="ltr" className="da-code" data-testid="deposit-address">
                {data.address}
              </code>
              <CopyButton text={data.address} testId="copy-address" />
            </div>
          ) : (
            <Skeleton.Input active block />
          )}
        </div>
        {data?.memo && (
          <div className="da-field">
            <span className="da-field__label">{t('assets.memo')}</span>
            <div className="da-copyline">
              <code dir="ltr" className="da-code" data-testid="deposit-memo">
                {data.memo}
              </code>
              <CopyButton text={data.memo} testId="copy-memo" />
            </div>
            <Alert type="error" showIcon title={t('assets.memoWarning')} />
          </div>
        )}
        {data?.watched && data.contract && (
          <div className="da-field">
            <span className="da-field__label">{t('assets.chain.contract')}</span>
            <div className="da-copyline">
              <code dir="ltr" className="da-code" data-testid="deposit-contract">
                {data.contract}
              </code>
              <CopyButton text={data.contract} testId="copy-contract" />
            </div>
          </div>
        )}
        <dl className="da-facts">
          <div>
            <dt>{t('assets.minDeposit')}</dt>
            <dd>
              <bdi dir="ltr"><Output value={data?.minDeposit ?? chain.depositMin} scale={MAX_ASSET_SCALE} /></bdi> {currency}
            </dd>
          </div>
          <div>
            <dt>{t('assets.network')}</dt>
            <dd data-testid="deposit-network">{data?.network || chain.chain}</dd>
          </div>
          {isWatched && (
            <div>
              <dt>{t('assets.chain.confirmations')}</dt>
              <dd>{confirmations}</dd>
            </div>
          )}
        </dl>
        <Alert
          type="warning"
          showIcon
          title={t('dassets.sendOnly', { coin: currency, chain: chain.chain })}
          description={
            <>
              {t('assets.minDepositHint')}
              {!isWatched && <> {t('assets.confirmHint', { count: confirmations })}</>}
            </>
          }
        />
        {data && (
          <Alert
            type={isWatched ? 'success' : 'info'}
            showIcon
            data-testid="deposit-credit-note"
            data-watched={String(isWatched)}
            title={isWatched ? t('assets.chain.autoCredit', { confirmations }) : t('assets.chain.reviewCredit')}
          />
        )}
      </div>
    </div>
  );
}
