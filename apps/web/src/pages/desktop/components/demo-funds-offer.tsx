import { Alert, Button } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { demoAmountsText, useDemoFunds } from '../../../features/demo/use-demo-funds';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import './demo-funds-offer.css';

/**
 * Demo mode: the day's demo funds, one click away. On the assets page, the offer with what it pays
 * (or, once claimed, when the next ones come); beside a trade form (`compact`), only while they can
 * be claimed, as the way out of an empty balance. Nothing at all in production.
 */
export function DemoFundsOffer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const demo = useDemoFunds();
  const view = demo.view(compact);
  if (view === 'none') return null;
  const button = (
    <Button type={compact ? 'link' : 'primary'} size={compact ? 'small' : 'middle'} icon={<GiftOutlined />} loading={demo.isClaiming} onClick={() => void demo.claim()} data-testid="demo-funds-claim">
      {t('demoFunds.get')}
    </Button>
  );
  if (compact) {
    return (
      <div className="pc-demo-funds pc-demo-funds--compact" data-testid="demo-funds" data-state="offer">
        <span className="pc-muted">{t('demoFunds.tradeHint')}</span>
        {button}
      </div>
    );
  }
  if (view === 'claimed') {
    return (
      <p className="pc-demo-funds pc-demo-funds--done pc-muted" data-testid="demo-funds" data-state="claimed">
        {t('demoFunds.next', { time: formatDateTime(demo.nextAt ?? 0, lang) })}
      </p>
    );
  }
  return (
    <Alert
      className="pc-demo-funds"
      type="info"
      showIcon
      icon={<GiftOutlined />}
      title={t('demoFunds.title')}
      description={t('demoFunds.offer', { amounts: demoAmountsText(demo.amounts, lang) })}
      action={button}
      data-testid="demo-funds"
      data-state="offer"
    />
  );
}
