import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { chainsOf } from '../../../../features/assets/catalog';

type TProps = { currency: string; value: string; onChange: (chain: string) => void; isDisabled?: boolean };

/** The coin's networks as chips (TRC20 / ERC20 …); one is always chosen. */
export function ChainChips({ currency, value, onChange, isDisabled }: TProps) {
  const { t } = useTranslation();
  const options = chainsOf(currency).map((c) => ({ label: c.chain, value: c.chain }));
  return (
    <div className="ma-chains">
      <div className="ma-chains__label">{t('assets.network')}</div>
      <Selector
        options={options}
        value={[value]}
        disabled={isDisabled}
        showCheckMark={false}
        onChange={(next) => next[0] && onChange(next[0])}
        style={{ '--padding': '6px 14px', '--border-radius': '6px' }}
      />
    </div>
  );
}
