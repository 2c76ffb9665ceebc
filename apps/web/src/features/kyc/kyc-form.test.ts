import { describe, expect, it } from 'vitest';
import type { TKycInfo } from '@exchange/contracts';
import { firstKycError, imageError, initialKycForm, kycErrors, kycFormReducer, kycRequestOf, kycScreenOf, type TKycAction, type TKycFormState } from './kyc-form';

const run = (actions: TKycAction[], from: TKycFormState = initialKycForm()) => actions.reduce(kycFormReducer, from);

const filled = run([
  { type: 'field', field: 'realName', value: '  Anna   Maria Schmidt ' },
  { type: 'field', field: 'idNumber', value: 'l01x-00t 47' },
  { type: 'field', field: 'idCountry', value: 'DE' },
  { type: 'photoPicked', side: 'front', preview: 'blob:1' },
  { type: 'photoUploaded', side: 'front', id: `${'a'.repeat(32)}.png`, preview: 'blob:1' },
  { type: 'photoPicked', side: 'back', preview: 'blob:2' },
  { type: 'photoUploaded', side: 'back', id: `${'b'.repeat(32)}.jpg`, preview: 'blob:2' },
]);

const info = (auth: 0 | 1 | 2 | 3, extra: Partial<TKycInfo> = {}): TKycInfo => ({
  auth, reason: '', realName: '', idNumber: '', idCountry: null, frontImage: '', backImage: '', declaredCountry: null, submittedAt: null, reviewedAt: null, ...extra,
});

describe('the KYC form engine', () => {
  it('sends the fields cleaned as the server stores them', () => {
    expect(kycErrors(filled)).toEqual({});
    expect(kycRequestOf(filled)).toEqual({
      realName: 'Anna Maria Schmidt', idNumber: 'L01X00T47', idCountry: 'DE', frontImage: `${'a'.repeat(32)}.png`, backImage: `${'b'.repeat(32)}.jpg`,
    });
  });

  it('reports each field with the server messages, the first one top to bottom', () => {
    const empty = initialKycForm();
    const errors = kycErrors(empty);
    expect(errors).toEqual({
      realName: { key: 'kycNameRequired' }, idNumber: { key: 'kycIdRequired' }, idCountry: { key: 'kycCountryRequired' },
      front: { key: 'kycFrontRequired' }, back: { key: 'kycBackRequired' },
    });
    expect(firstKycError(errors)).toEqual({ field: 'realName', error: { key: 'kycNameRequired' } });
    expect(kycRequestOf(empty)).toBeNull();
    const bad = run([{ type: 'field', field: 'realName', value: 'R2-D2' }, { type: 'field', field: 'idNumber', value: 'AB<1>' }, { type: 'field', field: 'idCountry', value: 'XX' }], filled);
    expect(kycErrors(bad)).toEqual({ realName: { key: 'kycNameInvalid' }, idNumber: { key: 'kycIdInvalid' }, idCountry: { key: 'countryInvalid' } });
  });

  it('waits for an upload, and ignores a late answer for a photo already replaced', () => {
    const uploading = run([{ type: 'photoPicked', side: 'front', preview: 'blob:3' }], filled);
    expect(kycErrors(uploading).front).toEqual({ webKey: 'kyc.photoUploading' });
    const failed = run([{ type: 'photoFailed', side: 'front', error: { key: 'fileTypeInvalid' } }, { type: 'photoUploaded', side: 'front', id: `${'c'.repeat(32)}.png`, preview: 'blob:3' }], uploading);
    expect(failed.front).toMatchObject({ status: 'failed', id: '' });
    expect(kycErrors(failed).front).toEqual({ key: 'fileTypeInvalid' });
    // Picked twice: the first upload answering last does not take the second picture's place.
    const twice = run([{ type: 'photoPicked', side: 'back', preview: 'blob:4' }, { type: 'photoPicked', side: 'back', preview: 'blob:5' }], filled);
    const late = run([{ type: 'photoUploaded', side: 'back', id: `${'d'.repeat(32)}.png`, preview: 'blob:4' }], twice);
    expect(late.back).toMatchObject({ status: 'uploading', id: '', preview: 'blob:5' });
    const done = run([{ type: 'photoUploaded', side: 'back', id: `${'e'.repeat(32)}.png`, preview: 'blob:5' }], late);
    expect(done.back).toMatchObject({ status: 'ready', id: `${'e'.repeat(32)}.png` });
  });

  it('checks a picked image type and size before uploading it', () => {
    expect(imageError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageError({ type: 'image/gif', size: 1000 })).toEqual({ key: 'fileTypeInvalid' });
    expect(imageError({ type: 'application/pdf', size: 1000 })).toEqual({ key: 'fileTypeInvalid' });
    expect(imageError({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toEqual({ key: 'fileTooLarge', values: { size: '2 MB' } });
    expect(imageError({ type: 'image/webp', size: 0 })).toEqual({ key: 'fileMissing' });
  });

  it('starts from the last submission or the declared country', () => {
    expect(initialKycForm(info(0, { declaredCountry: 'FR' }))).toMatchObject({ realName: '', idNumber: '', idCountry: 'FR' });
    expect(initialKycForm(info(3, { realName: 'Anna', idCountry: 'AT', declaredCountry: 'FR' }))).toMatchObject({ realName: 'Anna', idNumber: '', idCountry: 'AT' });
  });

  it('picks the screen from the state: form, review, rejected (or the form again), verified', () => {
    expect(kycScreenOf(undefined, false)).toBe('loading');
    expect(kycScreenOf(info(0), false)).toBe('form');
    expect(kycScreenOf(info(1), true)).toBe('review');
    expect(kycScreenOf(info(3), false)).toBe('rejected');
    expect(kycScreenOf(info(3), true)).toBe('form');
    expect(kycScreenOf(info(2), true)).toBe('verified');
  });
});
