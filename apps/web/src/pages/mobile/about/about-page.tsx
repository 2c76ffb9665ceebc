import { DotLoading } from 'antd-mobile';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { aboutTypeOf, isAboutKind } from '../../../features/content/about-types';
import { toParagraphs } from '../../../features/content/paragraphs';
import { useAbout } from '../../../features/content/use-content';
import { EmptyState } from '../../../ui/empty-state';
import { Paragraphs } from '../../../ui/paragraphs';
import { SubPage } from '../../../ui/mobile/sub-page';

/** About us, privacy policy, user agreement, legal statement, contact us: server content by type. */
export function AboutPage() {
  const kind = useParams().kind;
  const type = useSearchParams()[0].get('type');
  if (!isAboutKind(kind)) return <Navigate to="/about/us" replace />;
  return <AboutContent kind={kind} type={aboutTypeOf(kind, type)} />;
}

function AboutContent({ kind, type }: { kind: Parameters<typeof aboutTypeOf>[0]; type: number }) {
  const { t } = useTranslation();
  const page = useAbout(type);
  return (
    <SubPage title={page.data?.title || t(`about.${kind}`)}>
      {page.isLoading ? (
        <div className="m-center"><DotLoading /></div>
      ) : !page.data ? (
        <EmptyState description={page.isError ? page.error.message : t('msg:noData')} />
      ) : (
        <article className="m-article">
          <Paragraphs paragraphs={toParagraphs(page.data.content)} />
        </article>
      )}
    </SubPage>
  );
}
