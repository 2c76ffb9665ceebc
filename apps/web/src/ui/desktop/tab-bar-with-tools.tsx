import type { TabsProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * An antd Tabs bar with tools (search, filters) at its end. antd's tabBarExtraContent sits inside the
 * role="tablist" element, which may only hold tabs (axe: aria-required-children); here the tools are
 * the tab list's neighbour in one row, and the tab list still folds its overflow into antd's "more".
 */
export function tabBarWithTools(tools: ReactNode): TabsProps['renderTabBar'] {
  if (!tools) return undefined;
  return (props, DefaultTabBar) => (
    <div className="pc-tabs-bar">
      <DefaultTabBar {...props} />
      <div className="pc-tabs-bar__tools">{tools}</div>
    </div>
  );
}
