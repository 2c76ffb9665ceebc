import { useEffect, useState } from 'react';
import { Empty, Menu, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHelpArticles, useHelpTabs } from '../../../features/content/use-content';

/** Help centre: the server's tabs down the side, each tab's articles as a list. */
export function HelpPage() {
  const { t } = useTranslation();
  const tabs = useHelpTabs();
  const [tabId, setTabId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (tabId === undefined && tabs.data?.length) setTabId(tabs.data[0].id);
  }, [tabs.data, tabId]);
  const articles = useHelpArticles(tabId);
  const isLoading = tabs.isLoading || (tabId !== undefined && articles.isLoading);
  const failed = tabs.error ?? articles.error;

  return (
    <div className="pc-page pc-split">
      <aside className="pc-split__side pc-card">
        <h2 className="pc-side-title">{t('help.title')}</h2>
        <Menu
          mode="inline"
          selectedKeys={[String(tabId ?? '')]}
          onClick={({ key }) => setTabId(Number(key))}
          items={(tabs.data ?? []).map((tab) => ({ key: String(tab.id), label: tab.title }))}
        />
      </aside>
      <section className="pc-split__main pc-card">
        <h1 className="pc-page__title">{tabs.data?.find((x) => x.id === tabId)?.title ?? t('help.title')}</h1>
        {isLoading ? (
          <div className="pc-loading"><Spin /></div>
        ) : failed ? (
          <Empty description={failed.message} />
        ) : !articles.data?.length ? (
          <Empty description={t('msg:noData')} />
        ) : (
          <ul className="pc-articles">
            {articles.data.map((a) => (
              <li key={a.id}>
                <Link to={`/help/detail?id=${a.id}`}>
                  <span className="pc-articles__title">{a.title}</span>
                  <span className="pc-articles__summary">{a.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
