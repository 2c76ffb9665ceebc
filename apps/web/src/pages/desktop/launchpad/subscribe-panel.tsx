import { Alert, Button, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import { isWindowOpen, type TLaunchFormError } from '../../../features/launchpad/launch-form';
import { useLaunchSubscribe, type TLaunchSubscribeApi } from '../../../features/launchpad/use-launch-subscribe';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { AmountInput } from '../components/amount-input';
import { Amount, Fact } from './launch-bits';
import { LaunchSummary } from './launch-summary';

const USDT_SCALE = 8;

/** A rule the commitment breaks, beside its field (only after a try): the server's own message. */
export function FieldError({ error, testId }: { error: TLaunchFormError | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="pcl-error" role="alert" data-testid={testId}>
      {error ? t(`msg:${error.key}`, error.values) : ''}
    </p>
  );
}

/** The amount field with Max, and the user's limit left and balance. */
export function AmountBlock({ form }: { form: TLaunchSubscribeApi }) {
  const { t } = useTranslation();
  const { summary, ctx } = form;
  return (
    <>
      <dl className="pcl-facts pcl-facts--rows">
        <Fact label={t('launchpad.available')}>{ctx.available === undefined ? '—' : <Amount value={ctx.available} unit="USDT" testId="launch-available" />}</Fact>
        <Fact label={t('launchpad.committedBefore')}>
          <Amount value={summary.committedBefore} unit="USDT" testId="launch-committed-before" />
        </Fact>
        <Fact label={t('launchpad.limitLeft')}>
          <Amount value={summary.limitLeft} unit="USDT" testId="launch-limit-left" />
        </Fact>
      </dl>
      <label className="pcl-field">
        <span className="pcl-field__label">{t('launchpad.amount')}</span>
        <span className="pcl-field__row">
          <span className="pcl-field__input">
            <AmountInput
              name="amount"
              dir="ltr"
              size="large"
              value={form.state.amount}
              onChange={form.setAmount}
              scale={USDT_SCALE}
              coin="USDT"
              echoTestId="launch-amount-echo"
              placeholder={t('launchpad.amountPlaceholder')}
              status={form.errorOf('amount') ? 'error' : undefined}
            />
          </span>
          <Button size="large" onClick={form.setMax} data-testid="launch-max">
            {t('launchpad.max')}
          </Button>
        </span>
      </label>
      <FieldError error={form.errorOf('amount')} testId="launch-amount-error" />
    </>
  );
}

/** The fund password, or the way to set one when the user has none. */
export function FundPasswordBlock({ form }: { form: TLaunchSubscribeApi }) {
  const { t } = useTranslation();
  if (form.ctx.hasFundPassword === false) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="launch-no-fund-password"
        title={t('launchpad.noFundPwd')}
        action={<Link to="/setting/password?type=2">{t('launchpad.setFundPwd')}</Link>}
      />
    );
  }
  return (
    <>
      <label className="pcl-field">
        <span className="pcl-field__label">{t('launchpad.fundPwd')}</span>
        <PasswordInput name="fundPwd" isNumeric maxLength={LIMITS.tradePasswordLength} value={form.state.fundPwd} onChange={form.setFundPwd} placeholder={t('launchpad.fundPwdPlaceholder')} />
      </label>
      <FieldError error={form.errorOf('fundPwd')} testId="launch-fund-password-error" />
    </>
  );
}

/** Before the window or after it: when it opens, or that it has closed. */
export function ClosedWindow({ startTime, isUpcoming }: { startTime: number; isUpcoming: boolean }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const isLogin = useSessionStore((s) => s.isLogin);
  return (
    <div className="pcl-closed" data-testid="launch-closed">
      <p>{isUpcoming ? t('launchpad.opensAt', { time: formatDateTime(startTime, lang) }) : t('launchpad.closed')}</p>
      {isLogin && <Link to="/subcribe/my">{t('launchpad.mySubscriptions')}</Link>}
    </div>
  );
}

/**
 * The subscribe panel of the detail page (the one hook of both interfaces, use-launch-subscribe.ts):
 * the amount with Max, the limit left and the balance, the fund password, and what the commitment
 * would buy. "Subscribe" checks the form (the rules broken show beside their fields, the first as a
 * toast) and opens the preview (/subcribe/book) with the amount; the password goes along in memory,
 * never in the address. A visitor sees the terms and is offered to log in.
 */
export function SubscribePanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openLogin = useSessionStore((s) => s.openLogin);
  const form = useLaunchSubscribe(projectId);
  const project = form.detail.data;
  if (!project) return <Spin />;
  if (!isWindowOpen(project, form.ctx.now)) return <ClosedWindow startTime={project.startTime} isUpcoming={project.state === 'upcoming' && form.ctx.now < project.startTime} />;
  if (!form.isLogin) {
    return (
      <div className="pcl-form" data-testid="launch-form" data-state="guest">
        <dl className="pcl-facts pcl-facts--rows">
          <Fact label={t('launchpad.minCommit')}>
            <Amount value={project.minCommit} unit="USDT" />
          </Fact>
          <Fact label={t('launchpad.buyLimit')}>
            <Amount value={project.buyLimit} unit="USDT" />
          </Fact>
        </dl>
        <Button type="primary" size="large" block onClick={openLogin} data-testid="launch-login">
          {t('launchpad.loginToSubscribe')}
        </Button>
      </div>
    );
  }
  const preview = () => {
    if (!form.check()) return;
    navigate(`/subcribe/book?id=${project.id}&amount=${encodeURIComponent(form.state.amount.trim())}`, { state: { fundPwd: form.state.fundPwd } });
  };
  return (
    <form className="pcl-form" data-testid="launch-form" data-state="ready" onSubmit={(e) => (e.preventDefault(), preview())}>
      <AmountBlock form={form} />
      <FundPasswordBlock form={form} />
      <LaunchSummary project={project} summary={form.summary} />
      <FieldError error={form.errorOf('form')} testId="launch-form-error" />
      <Button type="primary" size="large" block htmlType="submit" data-testid="launch-subscribe">
        {t('launchpad.subscribe')}
      </Button>
    </form>
  );
}
