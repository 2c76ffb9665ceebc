import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FUND_PAGE_SIZE } from '@exchange/contracts';

/** Previous / next over pages of 10 (SPEC §9); nothing when everything fits on one page. */
export function FundPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / FUND_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav className="mf-pager" aria-label={t('fund.pages')}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('fund.previous')}
      </Button>
      <span>{t('fund.pageOf', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('fund.next')}
      </Button>
    </nav>
  );
}
