import { useState } from 'react';
import { Button, DotLoading, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../features/country/use-countries';
import { useCountryChange } from '../../../features/country/use-country-change';
import { useProfile } from '../../../features/session/use-profile';
import { CountryPopup } from '../components/country-picker';

/**
 * The profile's country row: the country the products' rules use, a Change button that opens the
 * country sheet (saved as soon as one is picked), and under it either why it matters, that the
 * verified country is used (verification fixes it: no Change then), or the server's refusal.
 */
export function ProfileCountry() {
  const { t } = useTranslation();
  const { data: p } = useProfile();
  const { nameOf } = useCountries();
  const change = useCountryChange();
  const [isOpen, setOpen] = useState(false);
  const code = p?.effectiveCountry ?? '';
  const canChange = Boolean(p && !p.isCountryVerified);

  let note = t('country.profileHint');
  if (p?.isCountryVerified) note = t('country.verifiedNote');
  const description = change.error ? (
    <span className="m-field__error" role="alert" data-testid="country-error">
      {change.error}
    </span>
  ) : (
    note
  );
  const extra = (
    <span className="m-profile-country">
      {change.isSaving ? <DotLoading /> : <span data-testid="profile-country" data-code={code}>{code ? nameOf(code) : t('country.notSet')}</span>}
      {canChange && (
        <Button size="mini" fill="outline" onClick={() => (change.clearError(), setOpen(true))} data-testid="country-change">
          {t('security.change')}
        </Button>
      )}
    </span>
  );
  return (
    <>
      <List.Item extra={extra} description={description} arrow={false}>
        {t('country.label')}
      </List.Item>
      {canChange && <CountryPopup isOpen={isOpen} value={p?.country ?? ''} onPick={(next) => void change.save(next)} onClose={() => setOpen(false)} />}
    </>
  );
}
