import { z } from 'zod';
import { defineCall } from '../api/define-call.js';

/** Uploads and the default avatar (docs/api.md §3.6). */
const GROUP = 'Files';

export const ZUploadedFile = z.strictObject({
  id: z.string(),
  url: z.string().meta({ description: '`/bb/file/{id}`: private kinds (proof, kyc) go only to their owner and operators.' }),
  mime: z.string(),
  size: z.number().int().min(0).meta({ description: 'Bytes.' }),
});

export const fileUploadCall = defineCall({
  method: 'POST',
  path: '/file/upload',
  auth: true,
  group: GROUP,
  summary: 'Stores one image (multipart field `file`) and answers where it is served.',
  description: 'The kind comes from the query or a multipart field `type`; an unknown kind is stored as `avatar`. Only images are accepted (checked by their bytes, not their name).',
  body: 'multipart',
  // Any other value (or none) is stored as an avatar, as before: the kind is never a reason to refuse.
  request: z.object({ type: z.string().optional().catch(undefined).meta({ description: '`avatar` (default), `proof` or `kyc`; from the query or a multipart field.' }) }),
  response: ZUploadedFile,
  errors: ['fileMissing', 'fileTooLarge', 'fileTypeInvalid'],
});

/**
 * Not in API_CALLS: its answer is an SVG document, not the envelope every listed call answers
 * (declared-calls.test sends each listed call and reads its envelope); docs/api.md §3.6 describes it.
 */
export const defaultAvatarCall = defineCall({
  method: 'GET',
  path: '/file/default-avatar.svg',
  auth: false,
  group: GROUP,
  summary: 'The avatar shown before a user sets one.',
  answer: 'image/svg+xml',
  request: z.object({}).passthrough(),
  response: z.string(),
});

/**
 * Not in API_CALLS: an upload served back, as the image it was stored as (docs/api.md §3.6). A public
 * one (an avatar) to anyone; a private one (a proof, a KYC image) only to its owner or an operator,
 * anyone else getting the same 404 as for a file that does not exist.
 */
export const uploadedFileCall = defineCall({
  method: 'GET',
  path: '/file/:id',
  auth: false,
  group: GROUP,
  summary: 'An uploaded image, by the name /file/upload answered.',
  answer: 'upload',
  request: z.object({ id: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/) }),
  response: z.instanceof(Uint8Array),
});

export const FILES_CALLS = [fileUploadCall] as const;
