import { Button } from 'antd-mobile';
import { GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { demoAmountsText, useDemoFunds } from '../../../features/demo/use-demo-funds';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import './demo-funds-offer.css';

/**
 * Demo mode: the day's demo funds, one tap away. On the assets screen, the offer with what it pays
 * (or, once claimed, when the next ones come); under a trade form (`compact`), only while they can be
 * claimed, as the way out of an empty balance. Nothing at all in production.
 */
export function DemoFundsOffer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const demo = useDemoFunds();
  const view = demo.view(compact);
  if (view === 'none') return null;
  const button = (
    <Button color="primary" fill={compact ? 'none' : 'solid'} size="small" loading={demo.isClaiming} onClick={() => void demo.claim()} data-testid="demo-funds-claim">
      <GiftOutline /> {t('demoFunds.get')}
    </Button>
  );
  if (compact) {
    return (
      <div className="m-demo-funds m-demo-funds--compact" data-testid="demo-funds" data-state="offer">
        <span>{t('demoFunds.tradeHint')}</span>
        {button}
      </div>
    );
  }
  if (view === 'claimed') {
    return (
      <p className="m-demo-funds m-demo-funds--done" data-testid="demo-funds" data-state="claimed">
        {t('demoFunds.next', { time: formatDateTime(demo.nextAt ?? 0, lang) })}
      </p>
    );
  }
  return (
    <section className="m-demo-funds" data-testid="demo-funds" data-state="offer" aria-labelledby="demo-funds-title">
      <div className="m-demo-funds__text">
        <h2 id="demo-funds-title" className="m-demo-funds__title">{t('demoFunds.title')}</h2>
        <p>{t('demoFunds.offer', { amounts: demoAmountsText(demo.amounts, lang) })}</p>
      </div>
      {button}
    </section>
  );
}
