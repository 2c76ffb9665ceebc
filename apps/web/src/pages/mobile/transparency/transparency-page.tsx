import { Button, Skeleton } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
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
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import './transparency-page.css';

/** "Verify my balances" for a user; a visitor is asked to log in and comes back here. */
function VerifySection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const verify = useProofVerification();
  return (
    <section className="m-card mtp-section" aria-labelledby="mtp-verify-title" data-testid="verify-section">
      <h2 id="mtp-verify-title" className="m-card__title">{t('transparency.verify.title')}</h2>
      {!isLogin ? (
        <>
          <p className="tp-muted">{t('transparency.verify.loginPrompt')}</p>
          <Button block color="primary" onClick={() => navigate('/login', { state: { from: location.pathname } })} data-testid="verify-login">
            {t('transparency.verify.login')}
          </Button>
        </>
      ) : (
        <>
          <p className="tp-muted">{t('transparency.verify.intro')}</p>
          <Button block color="primary" loading={verify.isPending} onClick={() => verify.mutate()} data-testid="verify-button">
            {t(verify.data ? 'transparency.verify.again' : 'transparency.verify.button')}
          </Button>
          {verify.isError && (
            <div className="tp-outcome tp-outcome--bad" role="alert">
              <p className="tp-outcome__title">{t('transparency.verify.failed')}</p>
              <p>{verify.error.message}</p>
            </div>
          )}
          {verify.data && <ProofResult check={verify.data} />}
        </>
      )}
    </section>
  );
}

/**
 * /transparency: the newest signed checkpoint (liabilities, reserves and their ratio per asset, the
 * reserve addresses, the signature checked in this browser) for anyone, and for a user the check
 * that their own balances are counted in it.
 */
export function TransparencyScreen() {
  const { t } = useTranslation();
  const checkpoints = useCheckpoints();
  const newest = checkpoints.data?.list[0];
  const signature = useCheckpointSignature(newest, checkpoints.data?.publicKey ?? '');
  const chain = useCheckpointChain(checkpoints.data?.list);
  const state = checkpoints.isPending ? 'loading' : checkpoints.isError && !checkpoints.data ? 'error' : newest ? 'ready' : 'empty';
  return (
    <SubPage title={t('transparency.title')}>
      <div className="tp mtp" data-testid="transparency" data-state={state}>
        <p className="tp-lead mtp-lead">{t('transparency.lead')}</p>
        {state === 'loading' ? (
          <div className="m-card" aria-busy="true">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : state === 'error' ? (
          <div className="m-card m-center" role="alert">
            <EmptyState title={t('transparency.loadFailed')} description={checkpoints.error?.message} />
            <Button size="small" onClick={() => void checkpoints.refetch()}>{t('transparency.retry')}</Button>
          </div>
        ) : !newest ? (
          <div className="m-card">
            <EmptyState description={t('transparency.empty')} />
          </div>
        ) : (
          <>
            <section className="m-card mtp-section" aria-labelledby="mtp-checkpoint-title">
              <h2 id="mtp-checkpoint-title" className="m-card__title">
                {t('transparency.checkpoint', { id: newest.id })}
                <span className="tp-latest">{t('transparency.latest')}</span>
              </h2>
              <CheckpointFacts checkpoint={newest} signature={signature} chain={chain} />
              <AssetCoverage checkpoint={newest} isCompact />
            </section>
            <VerifySection />
            <div className="m-card">
              <CheckpointKeys checkpoint={newest} />
            </div>
          </>
        )}
        <div className="m-card">
          <ProofExplainer />
        </div>
      </div>
    </SubPage>
  );
}
