import type { TMessageKey } from '@exchange/i18n';
import { isCountryCode } from '../products/countries.js';

/**
 * The rules of an identity verification (KYC) submission, shared by the server's schema and the
 * web form engine, so that the client checks exactly what the server checks again.
 */

export const KYC_LIMITS = { nameMin: 2, nameMax: 64, idMin: 4, idMax: 32, reasonMax: 200 } as const;

/** The image types and size the form checks before uploading (the server checks the content and its own limit). */
export const KYC_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const KYC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An upload's id as /file/upload answers it (also accepted as its URL /bb/file/<id>). */
const FILE_ID = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Letters of any script with their marks, and the separators names use (space, . ' ’ - ·). */
const NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’·-]*[\p{L}\p{M}.])?$/u;

/** A name as stored and compared: trimmed, inner runs of spaces made one. */
export function normalizeKycName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * An ID number as stored and hashed: spaces and hyphens dropped, upper case. "ab 12-34" and
 * "AB1234" are the same document, so they must give the same identity hash.
 */
export function normalizeIdNumber(idNumber: string): string {
  return idNumber.replace(/[\s-]/g, '').toUpperCase();
}

/** The id of an upload given as its id or its URL, or null when it is neither. */
export function fileIdOf(value: string): string | null {
  const id = value.trim().replace(/^\/bb\/file\//, '');
  return FILE_ID.test(id) ? id : null;
}

/** The ID number as screens show it: its first two and last two characters, the rest hidden. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 2)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-2)}`;
}

export function checkKycName(name: string): TMessageKey | null {
  const clean = normalizeKycName(name);
  if (clean === '') return 'kycNameRequired';
  const length = [...clean].length;
  if (length < KYC_LIMITS.nameMin || length > KYC_LIMITS.nameMax || !NAME.test(clean)) return 'kycNameInvalid';
  return null;
}

export function checkIdNumber(idNumber: string): TMessageKey | null {
  const clean = normalizeIdNumber(idNumber);
  if (clean === '') return 'kycIdRequired';
  if (clean.length < KYC_LIMITS.idMin || clean.length > KYC_LIMITS.idMax || !/^[A-Z0-9]+$/.test(clean)) return 'kycIdInvalid';
  return null;
}

/** An ID country: empty means "the country I declared" (the server fills it in); else an ISO code. */
export function checkIdCountry(country: string): TMessageKey | null {
  return country === '' || isCountryCode(country.toUpperCase()) ? null : 'countryInvalid';
}

export function checkKycPhotos(front: string, back: string): TMessageKey | null {
  if (front === '') return 'kycFrontRequired';
  if (back === '') return 'kycBackRequired';
  if (fileIdOf(front) === null || fileIdOf(back) === null) return 'kycPhotoInvalid';
  if (fileIdOf(front) === fileIdOf(back)) return 'kycPhotosSame';
  return null;
}

/** An image picked for upload, by what the browser says of it (type and size): the first problem, or null. */
export function checkKycImage(file: { type: string; size: number }): TMessageKey | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'fileTypeInvalid';
  if (file.size === 0) return 'fileMissing';
  if (file.size > KYC_IMAGE_MAX_BYTES) return 'fileTooLarge';
  return null;
}
