import { maskIdNumber, type TKycInfo } from '@exchange/contracts';
import type { TKycSubmission } from './kyc.repository.js';

const fileUrl = (id: string) => `/bb/file/${id}`;

/**
 * What the user's screens see: the state from users.kyc_status, the latest submission with its
 * ID number masked (the full number is shown to no one but operators), the reason when rejected.
 */
export function presentKycInfo(user: { kyc_status: bigint; country: string | null }, latest: TKycSubmission | undefined): TKycInfo {
  const auth = Number(user.kyc_status) as TKycInfo['auth'];
  return {
    auth,
    reason: auth === 3 && latest ? latest.reason : '',
    realName: latest?.real_name ?? '',
    idNumber: latest ? maskIdNumber(latest.id_number) : '',
    idCountry: latest?.id_country ?? null,
    frontImage: latest ? fileUrl(latest.front_file) : '',
    backImage: latest ? fileUrl(latest.back_file) : '',
    declaredCountry: user.country,
    submittedAt: latest ? Number(latest.created_at) : null,
    reviewedAt: latest?.reviewed_at == null ? null : Number(latest.reviewed_at),
  };
}

/** A submission as operators see it (ops and /bb/admin/kyc): the full number, the photos' URLs, who decided. */
export function presentKycSubmission(row: TKycSubmission, duplicateOf: bigint | null = null) {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    status: Number(row.status),
    realName: row.real_name,
    idNumber: row.id_number,
    idCountry: row.id_country,
    frontImage: fileUrl(row.front_file),
    backImage: fileUrl(row.back_file),
    reason: row.reason,
    createdAt: Number(row.created_at),
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
    /** Another user whose account holds this identity verified: approving would be refused. */
    verifiedOnUser: duplicateOf === null ? null : Number(duplicateOf),
  };
}
