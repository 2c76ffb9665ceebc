import type { FastifyInstance } from 'fastify';
import {
  bindAccountCall,
  emailVerificationCall,
  forgetPasswordCall,
  loginCall,
  logoutCall,
  phoneVerificationCall,
  registerCall,
  sendBindCodeCall,
  sendEmailCodeCall,
  sendEmailCodeForgetCall,
  sendPhoneCodeCall,
  sendPhoneCodeForgetCall,
  sendSecurityCodeCall,
  setFundPasswordCall,
  updateIconCall,
  updatePasswordCall,
  userInfoCall,
  userUpdateCountryCall,
} from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { accountsRepository } from './accounts.repository.js';
import { bindAccount, sendBindCode } from './bind-account.js';
import { getProfile } from './get-profile.js';
import { logIn } from './log-in.js';
import { registerUser } from './register-user.js';
import { resetPassword } from './reset-password.js';
import { revokeSession } from './sessions.js';
import { setFundPassword } from './set-fund-password.js';
import { emailTarget, phoneTarget, type TTarget } from './targets.js';
import { updateIcon } from './update-icon.js';
import { updatePassword } from './update-password.js';
import { updateCountry } from './update-country.js';
import { issueCode, markVerified, sendSecurityCode } from './verification-codes.js';
import { loginLogRoutes } from './login-log.routes.js';
import { twoFactorRoutes } from './two-factor/two-factor.routes.js';
import { refuseCodeWhenTotpOn } from './two-factor/second-factor.js';

export function accountsRoutes(app: FastifyInstance, deps: TDeps): void {
  loginLogRoutes(app, deps);
  twoFactorRoutes(app, deps);
  /** Registration codes go only to accounts not yet registered. */
  const sendRegisterCode = async (target: TTarget, ctx: { locale: any; ip: string }) => {
    if (await accountsRepository.findByTarget(deps.db, target)) throw new AppError('accountExists');
    await issueCode(deps, { ...target, purpose: 'register', locale: ctx.locale, ip: ctx.ip });
    return { msg: 'codeSent' as const };
  };
  /**
   * Reset codes: an unknown account goes through the same checks, waits and limits but is sent
   * nothing, so no answer of this call tells whether an account exists.
   */
  const sendForgetCode = async (target: TTarget, ctx: { locale: any; ip: string }) => {
    const exists = (await accountsRepository.findByTarget(deps.db, target)) !== undefined;
    await issueCode(deps, { ...target, purpose: 'forget', locale: ctx.locale, ip: ctx.ip, deliver: exists });
    return { msg: 'codeSent' as const };
  };

  defineRoute(app, deps, { call: sendEmailCodeCall, handler: (c) => sendRegisterCode(emailTarget(c.input.email), c) });
  defineRoute(app, deps, {
    call: sendPhoneCodeCall,
    handler: (c) => sendRegisterCode(phoneTarget(c.input.areaCode, c.input.phone), c),
  });
  defineRoute(app, deps, { call: sendEmailCodeForgetCall, handler: (c) => sendForgetCode(emailTarget(c.input.email), c) });
  defineRoute(app, deps, {
    call: sendPhoneCodeForgetCall,
    handler: (c) => sendForgetCode(phoneTarget(c.input.areaCode, c.input.phone), c),
  });

  defineRoute(app, deps, {
    call: emailVerificationCall,
    handler: async ({ input }) => {
      return { data: await markVerified(deps, emailTarget(input.email), 'register', input.code), msg: 'verificationSuccess' };
    },
  });
  defineRoute(app, deps, {
    call: phoneVerificationCall,
    handler: async ({ input }) => {
      return { data: await markVerified(deps, phoneTarget(input.areaCode, input.phone), 'register', input.code), msg: 'verificationSuccess' };
    },
  });

  defineRoute(app, deps, {
    call: registerCall,
    handler: async ({ input }) => {
      const { userId, uid } = await registerUser(deps, input);
      return { data: { userId: Number(userId), uid }, msg: 'registerSuccess' };
    },
  });

  defineRoute(app, deps, {
    call: loginCall,
    handler: async ({ input, ip, userAgent }) => ({ data: await logIn(deps, input, { ip, userAgent }), msg: 'loginSuccess' }),
  });

  defineRoute(app, deps, {
    call: logoutCall,
    auth: true,
    handler: async ({ user }) => {
      await revokeSession(deps, user.sessionId);
      return { msg: 'exited' };
    },
  });

  defineRoute(app, deps, {
    call: userInfoCall,
    auth: true,
    handler: async ({ user }) => ({ data: await getProfile(deps, user.userId) }),
  });

  defineRoute(app, deps, {
    call: userUpdateCountryCall,
    auth: true,
    handler: async ({ user, input }) => {
      await updateCountry(deps, user.userId, input.country);
      return { data: await getProfile(deps, user.userId), msg: 'modifySuccess' };
    },
  });

  defineRoute(app, deps, {
    call: setFundPasswordCall,
    auth: true,
    handler: async ({ user, input }) => {
      const { isFirst } = await setFundPassword(deps, user.userId, input);
      return { msg: isFirst ? 'setSuccess' : 'modifySuccess' };
    },
  });

  defineRoute(app, deps, {
    call: updatePasswordCall,
    auth: true,
    handler: async ({ user, input }) => {
      await updatePassword(deps, user, input);
      return { msg: 'modifySuccess' };
    },
  });

  defineRoute(app, deps, {
    call: forgetPasswordCall,
    handler: async ({ input }) => {
      await resetPassword(deps, input);
      return { msg: 'modifySuccess' };
    },
  });

  defineRoute(app, deps, {
    call: sendBindCodeCall,
    auth: true,
    handler: async ({ user, input, locale, ip }) => {
      await sendBindCode(deps, user.userId, input, { locale, ip });
      return { msg: 'codeSent' };
    },
  });

  /** A code for one withdrawal or one address-book change, to the user's own e-mail or phone (none with TOTP on). */
  defineRoute(app, deps, {
    call: sendSecurityCodeCall,
    auth: true,
    handler: async ({ user, input, locale, ip }) => {
      await refuseCodeWhenTotpOn(deps, user.userId);
      return { data: await sendSecurityCode(deps, user.userId, input.purpose, { locale, ip }), msg: 'codeSent' };
    },
  });

  defineRoute(app, deps, {
    call: bindAccountCall,
    auth: true,
    handler: async ({ user, input }) => {
      await bindAccount(deps, user.userId, input);
      return { msg: 'modifySuccess' };
    },
  });

  defineRoute(app, deps, {
    call: updateIconCall,
    auth: true,
    handler: async ({ user, input }) => {
      await updateIcon(deps, user.userId, input.icon);
      return { data: await getProfile(deps, user.userId), msg: 'modifySuccess' };
    },
  });
}
