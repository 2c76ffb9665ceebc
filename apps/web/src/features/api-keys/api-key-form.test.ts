import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TApiKey } from '@exchange/contracts';
import { createErrors, createInput, editDraftOf, editErrors, editInput, EMPTY_DRAFT, isEd25519PublicKeyPem, isUnchanged } from './api-key-form';

const pem = (type: 'ed25519' | 'rsa' | 'x25519') =>
  (type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 1024 }) : generateKeyPairSync(type as 'ed25519')).publicKey.export({ type: 'spki', format: 'pem' }).toString();

const good = { ...EMPTY_DRAFT, label: 'grid bot', fundPwd: '123456', code: '654321' };
const keys = (errors: { key: string }[]) => errors.map((e) => e.key);

const KEY: TApiKey = { id: 7, apiKey: 'K'.repeat(64), kind: 'hmac', label: 'bot', canTrade: false, canWithdraw: false, ipAllow: ['203.0.113.5'], createdAt: 1 };

describe('API key creation form', () => {
  it('passes a well-formed HMAC key and sends it trimmed, with the addresses in one form', () => {
    const draft = { ...good, label: '  grid bot ', canTrade: true, ipAllow: '203.0.113.5,\n2001:db8::1  203.0.113.5' };
    expect(createErrors(draft, 'email')).toEqual([]);
    expect(createInput(draft)).toEqual({ label: 'grid bot', kind: 'hmac', publicKey: '', canTrade: '1', ipAllow: '203.0.113.5,2001:db8::1', fundPwd: '123456', code: '654321' });
  });

  it('says what the server would say for each bad field', () => {
    const draft = { ...EMPTY_DRAFT, label: 'a<b', kind: 'ed25519' as const, publicKey: 'ssh-ed25519 AAAA', ipAllow: '300.1.1.1', fundPwd: '12', code: '' };
    expect(createErrors(draft, 'email').map((e) => `${e.field}:${e.key}`)).toEqual([
      'label:apiKeyLabelInvalid',
      'publicKey:apiKeyPublicKeyInvalid',
      'ipAllow:apiKeyIpInvalid',
      'fundPwd:fundPasswordError',
      'code:enterCode',
    ]);
    expect(keys(createErrors({ ...good, label: 'x'.repeat(41) }, 'email'))).toEqual(['apiKeyLabelInvalid']);
    expect(keys(createErrors({ ...good, ipAllow: Array.from({ length: 31 }, (_, i) => `10.0.0.${i}`).join(',') }, 'email'))).toEqual(['apiKeyIpInvalid']);
  });

  it('takes only an Ed25519 public key in PEM (not RSA, X25519 or a private key)', () => {
    expect(isEd25519PublicKeyPem(pem('ed25519'))).toBe(true);
    expect(isEd25519PublicKeyPem(pem('rsa'))).toBe(false);
    expect(isEd25519PublicKeyPem(pem('x25519'))).toBe(false);
    const priv = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(isEd25519PublicKeyPem(priv)).toBe(false);
    const draft = { ...good, kind: 'ed25519' as const, publicKey: `\n${pem('ed25519')}\n` };
    expect(createErrors(draft, 'email')).toEqual([]);
    expect(createInput(draft).publicKey.startsWith('-----BEGIN PUBLIC KEY-----')).toBe(true);
  });

  it('checks the code as the user gives it: sent by e-mail, the authenticator\'s, or a recovery code', () => {
    expect(keys(createErrors({ ...good, code: 'ABCD-EFGH-JKLM-NPQR' }, 'email'))).toEqual(['codeError']);
    expect(createErrors({ ...good, code: 'ABCD-EFGH-JKLM-NPQR' }, 'recovery')).toEqual([]);
    expect(keys(createErrors({ ...good, code: '12345' }, 'totp'))).not.toEqual([]);
  });
});

describe('API key change form', () => {
  it('sends only what changed, and nothing when nothing did', () => {
    const draft = editDraftOf(KEY);
    expect(isUnchanged(editInput(draft, KEY))).toBe(true);
    expect(editInput({ ...draft, label: ' new ', canTrade: true, ipAllow: '' }, KEY)).toEqual({ id: 7, label: 'new', canTrade: '1', ipAllow: '' });
    expect(isUnchanged(editInput({ ...draft, ipAllow: '203.0.113.5 203.0.113.5' }, KEY))).toBe(true);
  });

  it('asks for the fund password and a code only when withdrawal is turned on', () => {
    const on = { ...editDraftOf(KEY), canWithdraw: true };
    expect(keys(editErrors(on, KEY, 'email'))).toEqual(['enterFundPassword', 'enterCode']);
    const proved = { ...on, fundPwd: '123456', code: '111111' };
    expect(editErrors(proved, KEY, 'email')).toEqual([]);
    expect(editInput(proved, KEY)).toEqual({ id: 7, canWithdraw: '1', fundPwd: '123456', code: '111111' });
    const withdrawing = { ...KEY, canWithdraw: true };
    const off = { ...editDraftOf(withdrawing), canWithdraw: false };
    expect(editErrors(off, withdrawing, 'email')).toEqual([]);
    expect(editInput(off, withdrawing)).toEqual({ id: 7, canWithdraw: '0' });
  });
});
