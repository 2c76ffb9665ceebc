import { DotLoading } from 'antd-mobile';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toParagraphs } from '../../../features/content/paragraphs';
import { useHelpArticle } from '../../../features/content/use-content';
import { EmptyState } from '../../../ui/empty-state';
import { Paragraphs } from '../../../ui/paragraphs';
import { SubPage } from '../../../ui/mobile/sub-page';

/** One help article, its plain-text content as paragraphs. */
export function HelpDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const article = useHelpArticle(Number.isInteger(id) ? id : 0);
  return (
    <SubPage title={t('help.detail')}>
      {article.isLoading ? (
        <div className="m-center"><DotLoading /></div>
      ) : !article.data ? (
        <EmptyState description={article.isError ? article.error.message : t('msg:noData')} />
      ) : (
        <article className="m-article">
          <h1>{article.data.title}</h1>
          <Paragraphs paragraphs={toParagraphs(article.data.content)} />
        </article>
      )}
    </SubPage>
  );
}
