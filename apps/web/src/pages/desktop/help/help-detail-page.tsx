import { Breadcrumb, Empty, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toParagraphs } from '../../../features/content/paragraphs';
import { useHelpArticle } from '../../../features/content/use-content';
import { Paragraphs } from '../../../ui/paragraphs';

/** One help article (?id=), as plain-text paragraphs. */
export function HelpDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const article = useHelpArticle(Number.isInteger(id) ? id : 0);
  return (
    <section className="pc-page pc-card pc-article">
      <Breadcrumb items={[{ title: <Link to="/help">{t('help.title')}</Link> }, { title: t('help.detail') }]} />
      <h1 className="pc-page__title">{article.data?.title || t('help.detail')}</h1>
      {article.isLoading ? (
        <div className="pc-loading"><Spin /></div>
      ) : !article.data ? (
        <Empty description={article.error?.message ?? t('msg:noData')} />
      ) : (
        <Paragraphs paragraphs={toParagraphs(article.data.content)} />
      )}
    </section>
  );
}
