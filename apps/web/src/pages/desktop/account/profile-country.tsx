import { useId, useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../features/country/use-countries';
import { useCountryChange } from '../../../features/country/use-country-change';
import { useProfile } from '../../../features/session/use-profile';
import { CountrySelect } from '../components/country-select';
import './profile-country.css';

/**
 * The profile's country: the one the products' rules use, and a way to change the declared one. Once
 * identity verification has set the country it is shown as verified and cannot be changed (the
 * server refuses it too). A refusal shows under the field, in the server's words.
 */
export function ProfileCountry() {
  const { t } = useTranslation();
  const { data: p } = useProfile();
  const { nameOf } = useCountries();
  const change = useCountryChange();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  if (!p) return <>—</>;

  const shown = p.effectiveCountry ? nameOf(p.effectiveCountry) : t('country.notSet');
  if (p.isCountryVerified) {
    return (
      <div className="pc-country" data-testid="profile-country" data-code={p.effectiveCountry ?? ''}>
        <span>{shown}</span> <Tag color="success">{t('security.kycDone')}</Tag>
        <p className="pc-muted pc-country__note">{t('country.verifiedNote')}</p>
      </div>
    );
  }
  if (draft === null) {
    return (
      <div className="pc-country" data-testid="profile-country" data-code={p.effectiveCountry ?? ''}>
        <Space wrap>
          <span>{shown}</span>
          <Button size="small" onClick={() => setDraft(p.country ?? '')} data-testid="country-change">
            {t('security.change')}
          </Button>
        </Space>
        <p className="pc-muted pc-country__note">{t('country.profileHint')}</p>
      </div>
    );
  }
  const save = async () => {
    if (await change.save(draft)) setDraft(null);
  };
  const cancel = () => {
    setDraft(null);
    change.clearError();
  };
  return (
    <form className="pc-country pc-country--editing" onSubmit={(e) => (e.preventDefault(), void save())} data-testid="profile-country-form">
      <Space wrap align="start">
        <CountrySelect
          id={`${id}-country`}
          label={t('country.label')}
          value={draft}
          onChange={(code) => (setDraft(code), change.clearError())}
          isInvalid={Boolean(change.error)}
          describedBy={change.error ? `${id}-error` : undefined}
          autoFocus
        />
        <Button type="primary" size="large" htmlType="submit" loading={change.isSaving} data-testid="country-save">
          {t('country.save')}
        </Button>
        <Button size="large" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      </Space>
      {change.error && (
        <p id={`${id}-error`} className="pc-country__error" role="alert" data-testid="country-error">
          {change.error}
        </p>
      )}
    </form>
  );
}
