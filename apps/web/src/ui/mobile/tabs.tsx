import { Tabs as KitTabs, type TabsProps } from 'antd-mobile';
import { isRtl } from '../../features/locale/change-language';
import { useLocaleStore } from '../../features/locale/locale-store';

/**
 * antd-mobile's Tabs, laid out in the page's direction: the kit pins its tabs left to right unless
 * told otherwise, so in Arabic the first tab would sit on the left. Use this one everywhere.
 */
function DirectionalTabs(props: TabsProps) {
  const lang = useLocaleStore((s) => s.lang);
  return <KitTabs direction={isRtl(lang) ? 'rtl' : 'ltr'} {...props} />;
}

export const Tabs = Object.assign(DirectionalTabs, { Tab: KitTabs.Tab });
