import { useState } from 'react';
import { CheckList, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { INTL_TAGS } from '@exchange/i18n';
import { changeLanguage } from '../../../features/locale/change-language';
import { useLanguages } from '../../../features/locale/use-languages';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { SubPage } from '../../../ui/mobile/sub-page';

/** The language switch: each language in its own name; the choice applies at once and is stored. */
export function LanguagePage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const languages = useLanguages();
  const [isBusy, setBusy] = useState(false);
  return (
    <SubPage title={t('language.title')}>
      <CheckList
        className="m-list"
        value={[lang]}
        onChange={async (values) => {
          const next = languages.find((l) => l.lang === values[0]);
          if (!next || isBusy) return;
          setBusy(true);
          try {
            await changeLanguage(next.lang);
          } catch {
            Toast.show({ icon: 'fail', content: t('common.networkError') });
          } finally {
            setBusy(false);
          }
        }}
      >
        {languages.map((l) => (
          <CheckList.Item key={l.lang} value={l.lang} data-lang={l.lang}>
            <span lang={INTL_TAGS[l.lang]}>{l.name}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </SubPage>
  );
}
