import { useEffect, useState } from 'react';
import { DotLoading, List } from 'antd-mobile';
import { Tabs } from '../../../ui/mobile/tabs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHelpArticles, useHelpTabs } from '../../../features/content/use-content';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';

/** Help centre: the server's tabs, and each tab's articles (title and summary). */
export function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useHelpTabs();
  const [tabId, setTabId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (tabId === undefined && tabs.data?.length) setTabId(tabs.data[0].id);
  }, [tabs.data, tabId]);
  const articles = useHelpArticles(tabId);
  const isLoading = tabs.isLoading || (tabId !== undefined && articles.isLoading);

  return (
    <SubPage title={t('help.title')}>
      {tabs.data && tabs.data.length > 1 && (
        <Tabs activeKey={String(tabId ?? '')} onChange={(key) => setTabId(Number(key))} className="m-help-tabs">
          {tabs.data.map((tab) => (
            <Tabs.Tab key={String(tab.id)} title={tab.title} />
          ))}
        </Tabs>
      )}
      {isLoading ? (
        <div className="m-center"><DotLoading /></div>
      ) : tabs.isError || articles.isError ? (
        <EmptyState description={t('common.loadFailed')} />
      ) : !articles.data?.length ? (
        <EmptyState description={t('msg:noData')} />
      ) : (
        <List className="m-list">
          {articles.data.map((a) => (
            <List.Item key={a.id} description={a.summary} onClick={() => navigate(`/help/${a.id}`)}>
              {a.title}
            </List.Item>
          ))}
        </List>
      )}
    </SubPage>
  );
}
