import { Empty, Menu, Spin } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ABOUT_TYPES, aboutTypeOf, isAboutKind, type TAboutKind } from '../../../features/content/about-types';
import { toParagraphs } from '../../../features/content/paragraphs';
import { useAbout } from '../../../features/content/use-content';
import { Paragraphs } from '../../../ui/paragraphs';
import { isPublicPath } from '../layout/public-paths';
import { useGate } from '../layout/use-gate';

const MENU: TAboutKind[] = ['us', 'policy', 'protocol', 'legal', 'connect', 'customer'];

/** /about/* (SPEC §2): the page of its path, or of its `type` query; server content in the user's language. */
export function AboutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useGate();
  const kindOfPath = useLocation().pathname.split('/').pop();
  const kind: TAboutKind = isAboutKind(kindOfPath) ? kindOfPath : 'us';
  const type = aboutTypeOf(kind, useSearchParams()[0].get('type'));
  const page = useAbout(type);
  return (
    <div className="pc-page pc-split">
      <aside className="pc-split__side pc-card">
        <Menu
          mode="inline"
          selectedKeys={[kind]}
          onClick={({ key }) => {
            const go = () => navigate(`/about/${key}?type=${ABOUT_TYPES[key as TAboutKind]}`);
            // Privacy policy and customer service are not on SPEC §2's public list.
            if (isPublicPath(`/about/${key}`)) go();
            else gate(go);
          }}
          items={MENU.map((k) => ({ key: k, label: t(`about.${k}`) }))}
        />
      </aside>
      <section className="pc-split__main pc-card pc-article">
        <h1 className="pc-page__title">{page.data?.title || t(`about.${kind}`)}</h1>
        {page.isLoading ? (
          <div className="pc-loading"><Spin /></div>
        ) : !page.data ? (
          <Empty description={page.error?.message ?? t('msg:noData')} />
        ) : (
          <Paragraphs paragraphs={toParagraphs(page.data.content)} />
        )}
      </section>
    </div>
  );
}
