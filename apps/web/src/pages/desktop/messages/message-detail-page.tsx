import { Breadcrumb, Empty, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toParagraphs } from '../../../features/content/paragraphs';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useMessage } from '../../../features/messages/use-messages';
import { Paragraphs } from '../../../ui/paragraphs';
import { isNetworkError } from '../../../features/messages/is-network-error';

/** /pc/help/msg-detail?id=: one message (opening it marks it read for a signed-in reader). */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const id = useSearchParams()[0].get('id');
  const message = useMessage(id);
  const isValid = id !== null && /^[nm]\d+$/.test(id);
  return (
    <section className="pc-page pc-card pc-article pc-msg-detail">
      <Breadcrumb items={[{ title: <Link to="/help/message">{t('messages.title')}</Link> }, { title: t('messages.detail') }]} />
      {isValid && message.isLoading ? (
        <div className="pc-loading" aria-busy="true">
          <Spin />
        </div>
      ) : !isValid || !message.data ? (
        <>
          <h1 className="pc-page__title">{t('messages.detail')}</h1>
          <Empty description={isNetworkError(message.error) ? t('messages.loadFailed') : t('messages.notFound')}>
            <Link to="/help/message">{t('messages.backToList')}</Link>
          </Empty>
        </>
      ) : (
        <>
          <h1 className="pc-page__title" data-testid="message-title">{message.data.title}</h1>
          <p className="pc-msg-detail__meta">
            <span className={`pc-msgs__type pc-msgs__type--${message.data.type}`}>{t(message.data.type === 'notice' ? 'messages.typeNotice' : 'messages.typePersonal')}</span>
            <time dateTime={new Date(message.data.time).toISOString()}>{formatDateTime(message.data.time, lang)}</time>
          </p>
          <Paragraphs paragraphs={toParagraphs(message.data.content)} />
          {message.data.link && (
            <p>
              {/^https:\/\//.test(message.data.link) ? (
                <a href={message.data.link} target="_blank" rel="noopener noreferrer">{t('messages.open')}</a>
              ) : (
                <Link to={message.data.link}>{t('messages.open')}</Link>
              )}
            </p>
          )}
          <p>
            <Link to="/help/message">{t('messages.backToList')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
