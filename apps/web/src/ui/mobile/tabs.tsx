import { Tabs as KitTabs, type TabsProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * antd-mobile's Tabs, laid out in the page's direction: the kit pins its tabs left to right unless
 * told otherwise, so in Arabic the first tab would sit on the left. Use this one everywhere. The
 * direction is i18next's for the current language (re-rendered when the language changes), so the
 * design system needs no feature.
 */
function DirectionalTabs(props: TabsProps) {
  const { i18n } = useTranslation();
  return <KitTabs direction={i18n.dir()} {...props} />;
}

export const Tabs = Object.assign(DirectionalTabs, { Tab: KitTabs.Tab });
