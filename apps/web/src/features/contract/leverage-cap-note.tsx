import { useTranslation } from 'react-i18next';
import { countryName } from '../country/country-list';
import { useLocaleStore } from '../locale/locale-store';
import type { TContractMarketConfig } from './contract-types';

/**
 * Why higher leverages are missing (both interfaces): the caller's country caps them, said beside
 * the leverage choices before anyone wonders; nothing when no cap applies.
 */
export function LeverageCapNote({ config, className }: { config: TContractMarketConfig | undefined; className: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const cap = config?.countryCap;
  if (!cap) return null;
  return (
    <p className={className} data-testid="leverage-cap">
      {t('contract.countryCap', { country: countryName(cap.country, lang), max: t('contract.leverageValue', { value: cap.maxLeverage }) })}
    </p>
  );
}
