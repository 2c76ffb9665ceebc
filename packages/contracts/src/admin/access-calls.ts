import { z } from 'zod';
import { ZEpochMs, ZIdString } from '../api/fields.js';
import { ADMIN_ACTIONS, defineAdminCall, OPERATOR_ROLES } from './console.js';

/**
 * The operator's own access (issue 18 "Access"): log in with name, password and a TOTP code (or a
 * one-time recovery code); a first log-in (or one after an admin reset the TOTP) opens an enrolment
 * session that may only confirm a new TOTP secret (shown as a QR code) with a code from it, and gets
 * the ten recovery codes once. Sessions are like users': only the token's hash is stored, they expire
 * and can be revoked. Log-ins are limited per address and per operator (the try reserved before the
 * password hash is checked).
 */
export const OPERATOR_NAME_RULE = /^[a-zA-Z0-9_.-]{2,32}$/;
export const ZOperatorName = z.string().regex(OPERATOR_NAME_RULE);
export const ZOperatorRoles = z.array(z.enum(OPERATOR_ROLES)).min(1).max(OPERATOR_ROLES.length);
/** A six-digit TOTP code. */
export const ZTotpCode = z.string().regex(/^\d{6}$/);
/** A recovery code as shown: four groups of four letters or digits, dashes optional. */
export const ZRecoveryCode = z.string().regex(/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/);
/** Why an operator does what they do: required on every write, shown in the audit log. */
export const ZReason = z.string().trim().min(3).max(500);

export const ADMIN_LOGIN = defineAdminCall({
  method: 'POST',
  path: '/admin/auth/login',
  action: null,
  isPublic: true,
  isWrite: true,
  summary: 'Log in as an operator: password and TOTP code (or a recovery code); without an enrolled TOTP, an enrolment session.',
  request: z.strictObject({
    name: ZOperatorName,
    password: z.string().min(1).max(128),
    totp: ZTotpCode.optional(),
    recoveryCode: ZRecoveryCode.optional(),
  }),
  response: z.strictObject({
    token: z.string(),
    stage: z.enum(['enrol', 'ready']),
    /** Enrolment only: the new secret (base32) and its otpauth:// address, for the authenticator app's QR code. */
    secret: z.string().optional(),
    otpauthUrl: z.string().optional(),
  }),
  errors: ['operatorLoginFailed', 'totpRequired', 'totpInvalid', 'tooManyRequests'],
});

export const ADMIN_ENROL = defineAdminCall({
  method: 'POST',
  path: '/admin/auth/enrol',
  action: null,
  isEnrolStage: true,
  isWrite: true,
  summary: 'Confirm the TOTP secret with a code from it: the session becomes ready, and the ten recovery codes are shown once.',
  request: z.strictObject({ totp: ZTotpCode }),
  response: z.strictObject({ recoveryCodes: z.array(z.string()) }),
  errors: ['totpInvalid', 'tooManyRequests'],
});

export const ADMIN_LOGOUT = defineAdminCall({
  method: 'POST',
  path: '/admin/auth/logout',
  action: null,
  isEnrolStage: true,
  isWrite: true,
  summary: 'End this session.',
  request: z.strictObject({}),
  response: z.null(),
});

export const ADMIN_ME = defineAdminCall({
  method: 'GET',
  path: '/admin/me',
  action: null,
  isEnrolStage: true,
  isWrite: false,
  summary: 'Who is logged in: name, roles, the actions the policy lets them take, and the session stage.',
  request: z.strictObject({}),
  response: z.strictObject({
    name: z.string(),
    roles: z.array(z.enum(OPERATOR_ROLES)),
    actions: z.array(z.enum(ADMIN_ACTIONS)),
    stage: z.enum(['enrol', 'ready']),
  }),
});

export const ZOperatorSession = z.strictObject({
  id: ZIdString,
  ip: z.string(),
  userAgent: z.string(),
  createdAt: ZEpochMs,
  lastSeenAt: ZEpochMs,
  expiresAt: ZEpochMs,
  isCurrent: z.boolean(),
});

export const ADMIN_MY_SESSIONS = defineAdminCall({
  method: 'GET',
  path: '/admin/auth/sessions',
  action: null,
  isWrite: false,
  summary: "The operator's open sessions.",
  request: z.strictObject({}),
  response: z.array(ZOperatorSession),
});

export const ADMIN_REVOKE_SESSION = defineAdminCall({
  method: 'POST',
  path: '/admin/auth/sessions/revoke',
  action: null,
  isWrite: true,
  summary: "End one of the operator's own sessions.",
  request: z.strictObject({ id: ZIdString }),
  response: z.null(),
  errors: ['noData'],
});

export const ADMIN_CHANGE_PASSWORD = defineAdminCall({
  method: 'POST',
  path: '/admin/auth/password',
  action: null,
  isWrite: true,
  summary: "Change the operator's own password (the old one and a TOTP code); other sessions end.",
  request: z.strictObject({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(12).max(128), totp: ZTotpCode }),
  response: z.null(),
  errors: ['operatorLoginFailed', 'totpInvalid', 'passwordTooCommon', 'tooManyRequests'],
});

export const ADMIN_ACCESS_CALLS = [ADMIN_LOGIN, ADMIN_ENROL, ADMIN_LOGOUT, ADMIN_ME, ADMIN_MY_SESSIONS, ADMIN_REVOKE_SESSION, ADMIN_CHANGE_PASSWORD] as const;
