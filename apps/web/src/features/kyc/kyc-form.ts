import { checkIdCountry, checkIdNumber, checkKycImage, checkKycName, KYC_IMAGE_MAX_BYTES, KYC_STATUS, normalizeIdNumber, normalizeKycName, type TKycInfo } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TKycRequest } from './kyc-api';

/**
 * The identity verification form as data (STYLE.md, the dYdX model): input state and a reducer,
 * the errors of each field, the request it sends, and which screen the state calls for. No UI in
 * it: one hook (use-kyc.ts) serves the mobile and the desktop page. The field rules are the
 * server's own (packages/contracts kyc/rules.ts), so the form says what the server would say.
 */
export type TKycSide = 'front' | 'back';

/** One ID photo: picked (with a local preview), uploading, uploaded (its id) or refused. */
export type TKycPhoto = {
  status: 'empty' | 'uploading' | 'ready' | 'failed';
  /** The upload's id once stored. */
  id: string;
  /** An object URL of the picked file, for the preview (the page revokes it). */
  preview: string | null;
  error: TKycError | null;
};

export type TKycFormState = {
  realName: string;
  idNumber: string;
  /** ISO code; '' until chosen (the declared country is offered as the default). */
  idCountry: string;
  front: TKycPhoto;
  back: TKycPhoto;
  /** Set by a submit: errors are shown from then on, not while the user is still typing. */
  isChecked: boolean;
};

export type TKycField = 'realName' | 'idNumber' | 'idCountry' | 'front' | 'back';
export const KYC_FIELDS: readonly TKycField[] = ['realName', 'idNumber', 'idCountry', 'front', 'back'];

/** A server message key (the same words the server would answer) or, for what only the client knows, a web key. */
export type TKycError = { key: TMessageKey; values?: Record<string, string> } | { webKey: 'kyc.photoUploading' } | { text: string };
export type TKycErrors = Partial<Record<TKycField, TKycError>>;

export type TKycAction =
  | { type: 'field'; field: 'realName' | 'idNumber' | 'idCountry'; value: string }
  | { type: 'photoPicked'; side: TKycSide; preview: string }
  /** `preview` names the pick it answers: a photo replaced meanwhile is not this one. */
  | { type: 'photoUploaded'; side: TKycSide; id: string; preview: string }
  | { type: 'photoFailed'; side: TKycSide; error: TKycError; preview?: string | null }
  | { type: 'checked' }
  | { type: 'restart'; from: TKycFormState };

const EMPTY_PHOTO: TKycPhoto = { status: 'empty', id: '', preview: null, error: null };

/**
 * A fresh form: the name and country of the last submission when there is one (a rejected user
 * fixes what the operator named), else the declared country. The ID number and the photos are
 * entered again: the server shows the old number only masked.
 */
export function initialKycForm(info?: Pick<TKycInfo, 'realName' | 'idCountry' | 'declaredCountry'>): TKycFormState {
  return {
    realName: info?.realName ?? '',
    idNumber: '',
    idCountry: info?.idCountry ?? info?.declaredCountry ?? '',
    front: EMPTY_PHOTO,
    back: EMPTY_PHOTO,
    isChecked: false,
  };
}

export function kycFormReducer(state: TKycFormState, action: TKycAction): TKycFormState {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'photoPicked':
      return { ...state, [action.side]: { status: 'uploading', id: '', preview: action.preview, error: null } };
    case 'photoUploaded':
      // A late answer for a photo the user has since replaced (or that failed) is not this photo's.
      if (state[action.side].status !== 'uploading' || state[action.side].preview !== action.preview) return state;
      return { ...state, [action.side]: { ...state[action.side], status: 'ready', id: action.id } };
    case 'photoFailed':
      // An upload's refusal (it names its pick) for a photo replaced meanwhile is not this photo's.
      if (action.preview && state[action.side].preview !== action.preview) return state;
      return { ...state, [action.side]: { status: 'failed', id: '', preview: action.preview ?? null, error: action.error } };
    case 'checked':
      return { ...state, isChecked: true };
    case 'restart':
      return action.from;
  }
}

/** A picked image's problem before any upload (type, emptiness, size), with the size the message names. */
export function imageError(file: { type: string; size: number }): TKycError | null {
  const key = checkKycImage(file);
  if (!key) return null;
  return key === 'fileTooLarge' ? { key, values: { size: `${KYC_IMAGE_MAX_BYTES / 1024 / 1024} MB` } } : { key };
}

function photoError(photo: TKycPhoto, side: TKycSide): TKycError | null {
  if (photo.status === 'failed' && photo.error) return photo.error;
  if (photo.status === 'uploading') return { webKey: 'kyc.photoUploading' };
  if (photo.status !== 'ready') return { key: side === 'front' ? 'kycFrontRequired' : 'kycBackRequired' };
  return null;
}

const asError = (key: TMessageKey | null): TKycError | null => (key ? { key } : null);

/** Every field's first problem, in the order the form shows them (the server's order). */
export function kycErrors(state: TKycFormState): TKycErrors {
  const errors: TKycErrors = {};
  const found: [TKycField, TKycError | null][] = [
    ['realName', asError(checkKycName(state.realName))],
    ['idNumber', asError(checkIdNumber(state.idNumber))],
    ['idCountry', state.idCountry === '' ? { key: 'kycCountryRequired' } : asError(checkIdCountry(state.idCountry))],
    ['front', photoError(state.front, 'front')],
    ['back', photoError(state.back, 'back')],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}

/** The first problem a submit shows, top to bottom; null when the form can be sent. */
export function firstKycError(errors: TKycErrors): { field: TKycField; error: TKycError } | null {
  const field = KYC_FIELDS.find((f) => errors[f]);
  return field ? { field, error: errors[field]! } : null;
}

/** What /user/realNameAuthentication receives, cleaned as the server stores it; null while the form has a problem. */
export function kycRequestOf(state: TKycFormState): TKycRequest | null {
  if (firstKycError(kycErrors(state))) return null;
  return {
    realName: normalizeKycName(state.realName),
    idNumber: normalizeIdNumber(state.idNumber),
    idCountry: state.idCountry,
    frontImage: state.front.id,
    backImage: state.back.id,
  };
}

/** Which screen the state calls for: the form, the review notice, the rejection with its reason, or the verified data. */
export type TKycScreen = 'loading' | 'form' | 'review' | 'rejected' | 'verified';

export function kycScreenOf(info: TKycInfo | undefined, isResubmitting: boolean): TKycScreen {
  if (!info) return 'loading';
  if (info.auth === KYC_STATUS.verified) return 'verified';
  if (info.auth === KYC_STATUS.review) return 'review';
  if (info.auth === KYC_STATUS.rejected) return isResubmitting ? 'form' : 'rejected';
  return 'form';
}
