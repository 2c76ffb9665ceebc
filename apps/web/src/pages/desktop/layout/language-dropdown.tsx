import { LANGUAGE_NAMES, INTL_TAGS } from '@exchange/i18n';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../features/locale/change-language';
import { useLanguages } from '../../../features/locale/use-languages';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { notify } from '../../../features/notify/notify';
import { ChevronDownIcon, GlobeIcon } from '../../../ui/desktop/icons';
import { MenuDropdown } from '../../../ui/desktop/menu-dropdown';

/** The header's language switch: every enabled language in its own name. */
export function LanguageDropdown() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const languages = useLanguages();
  return (
    <MenuDropdown
      label={t('language.title')}
      testId="language-menu"
      trigger={
        <>
          <GlobeIcon /> <span>{LANGUAGE_NAMES[lang]}</span> <ChevronDownIcon />
        </>
      }
      items={languages.map((l) => ({ key: l.lang, label: <span lang={INTL_TAGS[l.lang]}>{l.name}</span>, isActive: l.lang === lang }))}
      onSelect={(key) => {
        const next = languages.find((l) => l.lang === key);
        if (next) changeLanguage(next.lang).catch(() => notify.error(t('common.networkError')));
      }}
    />
  );
}
