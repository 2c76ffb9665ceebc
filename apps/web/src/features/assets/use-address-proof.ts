import { useState } from 'react';
import type { TAddressProof } from './assets-types';
import { useSecurityCode } from './use-security-code';

/** The fund password and 'address' code fields of an address form (mobile and desktop alike). */
export function useAddressProof() {
  const [proof, setProof] = useState<TAddressProof>({ fundPwd: '', code: '' });
  const code = useSecurityCode('address');
  return {
    proof,
    code,
    setFundPwd: (fundPwd: string) => setProof((p) => ({ ...p, fundPwd })),
    setCode: (value: string) => setProof((p) => ({ ...p, code: value })),
    /** After a refused save the fund password is typed again. */
    clearFundPwd: () => setProof((p) => ({ ...p, fundPwd: '' })),
  };
}
