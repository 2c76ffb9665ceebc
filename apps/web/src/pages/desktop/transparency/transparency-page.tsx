import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../features/session/session-store';
import { AssetCoverage } from '../../../features/transparency/components/asset-coverage';
import { CheckpointFacts } from '../../../features/transparency/components/checkpoint-facts';
import { CheckpointKeys } from '../../../features/transparency/components/checkpoint-keys';
import { ProofExplainer } from '../../../features/transparency/components/proof-explainer';
import { ProofResult } from '../../../features/transparency/components/proof-result';
import { useCheckpointChain } from '../../../features/transparency/use-checkpoint-chain';
import { useCheckpointSignature } from '../../../features/transparency/use-checkpoint-signature';
import { useCheckpoints } from '../../../features/transparency/use-checkpoints';
import { useProofVerification } from '../../../features/transparency/use-proof-verification';
import './transparency-page.css';

/** "Verify my balances" for a user; a visitor is offered the login modal (the page stays). */
function VerifySection() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const verify = useProofVerification();
  return (
    <section className="pc-card ptp-section" aria-labelledby="ptp-verify-title" data-testid="verify-section">
      <h2 id="ptp-verify-title" className="pc-section__title">{t('transparency.verify.title')}</h2>
      {!isLogin ? (
        <div className="ptp-row">
          <p className="tp-muted">{t('transparency.verify.loginPrompt')}</p>
          <Button type="primary" onClick={openLogin} data-testid="verify-login">{t('transparency.verify.login')}</Button>
        </div>
      ) : (
        <>
          <div className="ptp-row">
            <p className="tp-muted">{t('transparency.verify.intro')}</p>
            <Button type="primary" loading={verify.isPending} onClick={() => verify.mutate()} data-testid="verify-button">
              {t(verify.data ? 'transparency.verify.again' : 'transparency.verify.button')}
            </Button>
          </div>
          {verify.isError && <Alert type="error" showIcon title={t('transparency.verify.failed')} description={verify.error.message} />}
          {verify.data && <ProofResult check={verify.data} />}
        </>
      )}
    </section>
  );
}

/**
 * /pc/transparency (public): the newest signed checkpoint (liabilities, reserves and their ratio per
 * asset, the reserve addresses, the signature checked in this browser) for anyone, and for a user the
 * check that their own balances are counted in it.
 */
export function TransparencyPage() {
  const { t } = useTranslation();
  const checkpoints = useCheckpoints();
  const newest = checkpoints.data?.list[0];
  const signature = useCheckpointSignature(newest, checkpoints.data?.publicKey ?? '');
  const chain = useCheckpointChain(checkpoints.data?.list);
  const state = checkpoints.isPending ? 'loading' : checkpoints.isError && !checkpoints.data ? 'error' : newest ? 'ready' : 'empty';
  return (
    <div className="pc-page tp ptp" data-testid="transparency" data-state={state}>
      <section className="pc-card ptp-section">
        <h1 className="pc-page__title">{t('transparency.title')}</h1>
        <p className="tp-lead">{t('transparency.lead')}</p>
        {state === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {state === 'error' && (
          <Alert
            type="error"
            showIcon
            title={t('transparency.loadFailed')}
            description={checkpoints.error?.message}
            action={<Button size="small" onClick={() => void checkpoints.refetch()}>{t('transparency.retry')}</Button>}
          />
        )}
        {state === 'empty' && <Empty className="pc-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('transparency.empty')} />}
        {newest && (
          <div className="ptp-split">
            <div className="ptp-main">
              <h2 className="pc-section__title">
                {t('transparency.checkpoint', { id: newest.id })}
                <span className="tp-latest">{t('transparency.latest')}</span>
              </h2>
              <AssetCoverage checkpoint={newest} />
            </div>
            <aside className="ptp-side" aria-label={t('transparency.checkpoint', { id: newest.id })}>
              <CheckpointFacts checkpoint={newest} signature={signature} chain={chain} />
              <CheckpointKeys checkpoint={newest} />
            </aside>
          </div>
        )}
      </section>
      {newest && <VerifySection />}
      <section className="pc-card ptp-section">
        <ProofExplainer />
      </section>
    </div>
  );
}
