import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ENROL, ADMIN_LOGIN, LIMITS } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { ADMIN_LANGUAGES, setAdminLanguage, type TAdminLanguage } from '../../../features/admin/admin-i18n';
import { useAdminSession } from '../../../features/admin/admin-session';

type TEnrol = { token: string; secret: string; otpauthUrl: string };
type TStep = { kind: 'login' } | ({ kind: 'enrol' } & TEnrol) | { kind: 'codes'; token: string; codes: string[] };

const CARD_STYLE = { width: 480, margin: '8vh auto 0' } as const;
const CODES_STYLE = { display: 'grid', gridTemplateColumns: '1fr 1fr', gridTemplateRows: 'repeat(5, auto)', gridAutoFlow: 'column', columnGap: 16, fontSize: 13, whiteSpace: 'nowrap', wordBreak: 'normal', lineHeight: '28px', listStylePosition: 'inside', padding: '8px 12px', margin: '0 0 12px', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6 } as const;
const LANGUAGE_KEYS: Record<TAdminLanguage, string> = { 'en-US': 'access.login.langEn', 'zh-CN': 'access.login.langZh' };

/** The secret as an authenticator app asks it typed: groups of four. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('shell.language')}
      size="small"
      value={i18n.language as TAdminLanguage}
      onChange={(lang) => void setAdminLanguage(lang)}
      options={ADMIN_LANGUAGES.map((lang) => ({ value: lang, label: t(LANGUAGE_KEYS[lang]) }))}
      style={{ width: 110 }}
    />
  );
}

function PasswordStep({ onEnrol }: { onEnrol: (enrol: TEnrol) => void }) {
  const { t } = useTranslation();
  const setToken = useAdminSession((s) => s.setToken);
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (values: { name: string; password: string; totp?: string; recoveryCode?: string }) => {
    setBusy(true);
    setError('');
    try {
      // Not the console's token yet: the store gets it once the recovery codes were saved.
      const answer = await adminCall(
        ADMIN_LOGIN,
        {
          name: values.name.trim(),
          password: values.password,
          ...(useRecovery ? { recoveryCode: values.recoveryCode?.trim() || undefined } : { totp: values.totp?.trim() || undefined }),
        },
        { token: null },
      );
      if (answer.stage === 'enrol' && answer.secret && answer.otpauthUrl) onEnrol({ token: answer.token, secret: answer.secret, otpauthUrl: answer.otpauthUrl });
      // Ready: the console opens at the address it was asked for (the router kept it).
      else setToken(answer.token);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} data-testid="admin-login-form">
      <Form.Item name="name" label={t('access.login.name')} rules={[{ required: true, message: t('access.login.nameRule') }]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('access.login.password')} rules={[{ required: true, message: t('access.login.passwordRule') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {useRecovery ? (
        <Form.Item name="recoveryCode" label={t('access.login.recoveryCode')} extra={t('access.login.recoveryHint')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/, message: t('access.login.recoveryRule') }]}>
          <Input autoComplete="off" className="admin-mono" placeholder="XXXX-XXXX-XXXX-XXXX" />
        </Form.Item>
      ) : (
        <Form.Item name="totp" label={t('access.login.code')} extra={t('access.login.codeHint')} rules={[{ pattern: /^\d{6}$/, message: t('access.login.codeRule') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.totpLength} />
        </Form.Item>
      )}
      <Form.Item>
        <Flex align="center" gap={8}>
          <Switch id="admin-use-recovery" size="small" checked={useRecovery} onChange={setUseRecovery} />
          <label htmlFor="admin-use-recovery">{t('access.login.useRecovery')}</label>
        </Flex>
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('access.login.submit')}
      </Button>
    </Form>
  );
}

function EnrolStep({ enrol, onDone, onRestart }: { enrol: TEnrol; onDone: (codes: string[]) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (values: { totp: string }) => {
    setBusy(true);
    setError('');
    try {
      const answer = await adminCall(ADMIN_ENROL, { totp: values.totp.trim() }, { token: enrol.token });
      onDone(answer.recoveryCodes);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="admin-enrol">
      <Typography.Paragraph>{t('access.enrol.intro')}</Typography.Paragraph>
      <Flex justify="center" style={{ margin: '8px 0 16px' }}>
        <QRCodeSVG value={enrol.otpauthUrl} size={184} marginSize={2} role="img" aria-label={t('access.enrol.qrLabel')} data-testid="admin-enrol-qr" />
      </Flex>
      <Typography.Paragraph>{t('access.enrol.typeIn')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable={{ text: enrol.secret, tooltips: [t('access.copy'), t('access.copied')] }} className="admin-mono" style={{ fontSize: 15 }} data-testid="admin-enrol-secret">
          {grouped(enrol.secret)}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item name="totp" label={t('access.enrol.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('access.login.codeRule') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.totpLength} autoFocus />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Flex gap={8}>
          <Button onClick={onRestart}>{t('access.enrol.back')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} style={{ flex: 1 }}>
            {t('access.enrol.confirm')}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}

function CodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <div data-testid="admin-recovery-codes">
      <Alert type="warning" showIcon title={t('access.codes.once')} style={{ marginBottom: 16 }} />
      <ol className="admin-mono" style={CODES_STYLE}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: [t('access.copy'), t('access.copied')] }}>{t('access.codes.copyAll')}</Typography.Paragraph>
      <Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} data-testid="admin-codes-saved">
        {t('access.codes.saved')}
      </Checkbox>
      <Button type="primary" block disabled={!saved} onClick={onDone} style={{ marginTop: 16 }} data-testid="admin-codes-continue">
        {t('access.codes.continue')}
      </Button>
    </div>
  );
}

/**
 * The operator log-in (issue 18 "Access"): name, password and the authenticator's code (or a
 * recovery code). The first log-in enrols the authenticator (QR code or the secret typed in, then a
 * code from it) and shows the ten recovery codes once; only after "I have saved them" does the
 * session open the console, at the address it was on.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const setToken = useAdminSession((s) => s.setToken);
  const [step, setStep] = useState<TStep>({ kind: 'login' });
  const title = step.kind === 'login' ? t('access.login.title') : step.kind === 'enrol' ? t('access.enrol.title') : t('access.codes.title');
  return (
    <>
      <main>
        <Card style={CARD_STYLE}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">{t('shell.brand')}</Typography.Text>
            <LanguageSwitch />
          </Flex>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {step.kind === 'login' ? <PasswordStep onEnrol={(enrol) => setStep({ kind: 'enrol', ...enrol })} /> : null}
          {step.kind === 'enrol' ? <EnrolStep enrol={step} onDone={(codes) => setStep({ kind: 'codes', token: step.token, codes })} onRestart={() => setStep({ kind: 'login' })} /> : null}
          {step.kind === 'codes' ? <CodesStep codes={step.codes} onDone={() => setToken(step.token)} /> : null}
        </Card>
      </main>
    </>
  );
}
