import { DotLoading } from 'antd-mobile';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toParagraphs } from '../../../features/content/paragraphs';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { isNetworkError } from '../../../features/messages/is-network-error';
import { useMessage } from '../../../features/messages/use-messages';
import { EmptyState } from '../../../ui/empty-state';
import { Paragraphs } from '../../../ui/paragraphs';
import { SubPage } from '../../../ui/mobile/sub-page';

/** /messages/:id: one message; opening it marks it read for a signed-in reader. */
export function MessageScreen() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const id = useParams().id ?? null;
  const message = useMessage(id);
  const isValid = id !== null && /^[nm]\d+$/.test(id);
  let body;
  if (isValid && message.isLoading) {
    body = (
      <div className="mt-center" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  } else if (!isValid || !message.data) {
    body = (
      <div className="mt-center mt-center--col">
        <EmptyState description={isNetworkError(message.error) ? t('messages.loadFailed') : t('messages.notFound')} />
        <Link to="/messages">{t('messages.backToList')}</Link>
      </div>
    );
  } else {
    const m = message.data;
    body = (
      <article className="mm-detail">
        <h2 className="mm-detail__title" data-testid="message-title">{m.title}</h2>
        <p className="mm-detail__meta">
          <span className={`mm-row__type mm-row__type--${m.type}`}>{t(m.type === 'notice' ? 'messages.typeNotice' : 'messages.typePersonal')}</span>
          <time dateTime={new Date(m.time).toISOString()}>{formatDateTime(m.time, lang)}</time>
        </p>
        <Paragraphs paragraphs={toParagraphs(m.content)} />
        {m.link &&
          (/^https:\/\//.test(m.link) ? (
            <a href={m.link} target="_blank" rel="noopener noreferrer">{t('messages.open')}</a>
          ) : (
            <Link to={m.link}>{t('messages.open')}</Link>
          ))}
      </article>
    );
  }
  return (
    <SubPage title={t('messages.detail')} backTo="/messages">
      {body}
    </SubPage>
  );
}
