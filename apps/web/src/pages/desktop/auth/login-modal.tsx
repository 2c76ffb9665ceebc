import { useState } from 'react';
import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { invitedCode } from '../../../features/auth/invite-code';
import { useSessionStore } from '../../../features/session/session-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** SPEC §2/§4: the 550-wide login/register modal, open while the need-login flag is set. */
export function LoginModal() {
  const { t } = useTranslation();
  const isOpen = useSessionStore((s) => s.isLoginOpen);
  const closeLogin = useSessionStore((s) => s.closeLogin);
  // A visitor who came with an invitation link most likely wants to register.
  const [tab, setTab] = useState(() => (invitedCode() ? 'register' : 'login'));
  return (
    <Modal open={isOpen} onCancel={closeLogin} footer={null} width={550} destroyOnHidden className="pc-login-modal" title={t('brand')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'login', label: t('auth.login'), children: <LoginForm /> },
          { key: 'register', label: t('auth.register'), children: <RegisterForm /> },
        ]}
      />
    </Modal>
  );
}
