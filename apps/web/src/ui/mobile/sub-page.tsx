import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';

type TProps = { title: ReactNode; children: ReactNode; right?: ReactNode; backTo?: string };

/** A pushed screen: a navigation bar with back and a title, then the content. */
export function SubPage({ title, children, right, backTo }: TProps) {
  const navigate = useNavigate();
  const back = () => {
    if (backTo) navigate(backTo);
    else if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <div className="m-subpage">
      <NavBar onBack={back} right={right} className="m-navbar">
        {title}
      </NavBar>
      <div className="m-subpage__body">{children}</div>
    </div>
  );
}
