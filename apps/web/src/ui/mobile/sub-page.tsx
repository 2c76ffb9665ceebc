import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

type TProps = { title: ReactNode; children: ReactNode; right?: ReactNode; backTo?: string };

/** A left-pointing chevron; mirrored in right-to-left languages by CSS. */
const BACK_ARROW = (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M15 5l-7 7 7 7" />
  </svg>
);

/**
 * A pushed screen: a navigation bar with back and a title, then the content. The back control is
 * a real, named button (keyboard and screen readers), and the title is the screen's heading.
 */
export function SubPage({ title, children, right, backTo }: TProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    if (backTo) navigate(backTo);
    else if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <div className="m-subpage">
      <header className="m-navbar">
        <button type="button" className="m-navbar__back" onClick={back} aria-label={t('common.back')}>
          {BACK_ARROW}
        </button>
        <h1 className="m-navbar__title">{title}</h1>
        <div className="m-navbar__right">{right}</div>
      </header>
      <div className="m-subpage__body">{children}</div>
    </div>
  );
}
