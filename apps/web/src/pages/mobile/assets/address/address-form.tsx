import { useState } from 'react';
import { Button, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TAddressEntry } from '../../../../features/assets/assets-types';
import { addressProofError, cleanProof, isProofNeeded } from '../../../../features/assets/address-proof';
import { addressError, chainOf } from '../../../../features/assets/catalog';
import { useAddAddress, useEditAddress } from '../../../../features/assets/use-assets-mutations';
import { useAddressProof } from '../../../../features/assets/use-address-proof';
import { showInvalid } from '../../../../features/notify/show-failure';
import { Field } from '../../../../ui/mobile/field';
import { SecurityProofFields } from '../components/security-proof-fields';

type TProps = {
  currency: string;
  chain: string;
  /** Editing this entry (its currency and chain cannot change); adding when absent. */
  entry?: TAddressEntry;
  onDone: (entry: TAddressEntry) => void;
};

/**
 * An address-book entry: the address, checked against the chain's format, and the remark — the
 * memo/tag where the chain needs one (EOS, XRP: required), a free note elsewhere. Saving needs the
 * fund password and a code sent to the user's own e-mail or phone (it decides where money can go).
 */
export function AddressForm({ currency, chain, entry, onDone }: TProps) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const edit = useEditAddress();
  const [address, setAddress] = useState(entry?.address ?? '');
  const [remark, setRemark] = useState(entry?.remark ?? '');
  const proof = useAddressProof();
  const needsMemo = chainOf(currency, chain)?.needsMemo ?? false;
  const needsProof = isProofNeeded(entry, { address, remark }, needsMemo);
  const submit = async () => {
    const key = addressError(currency, chain, address, remark) ?? (needsProof ? addressProofError(proof.proof, proof.code.mode) : null);
    if (key) return showInvalid(key);
    const fields = { address: address.trim(), remark: remark.trim(), ...(needsProof ? cleanProof(proof.proof) : { fundPwd: '', code: '' }) };
    // The server replaces the remark on edit, so the current one is always sent.
    const result = entry ? await edit.submit({ id: entry.id, ...fields }) : await add.submit({ currency, chain, ...fields });
    if (result) onDone(result.data);
    else proof.clearFundPwd();
  };
  return (
    <form
      className="ma-form ma-address-form"
      onSubmit={(e) => {
        e.preventDefault();
        // Shown in a sheet inside the withdrawal form: React events cross the portal, so stop here.
        e.stopPropagation();
        void submit();
      }}
    >
      <Field label={t('assets.address')}>
        <TextArea name="address" value={address} onChange={(v) => setAddress(v.replace(/\s/g, ''))} maxLength={LIMITS.addressMaxLength} autoSize={{ minRows: 1, maxRows: 3 }} placeholder={t('assets.addressPlaceholder')} className="ma-ltr-input" />
      </Field>
      <Field label={needsMemo ? t('assets.memo') : t('assets.note')}>
        <Input name="remark" value={remark} onChange={setRemark} maxLength={LIMITS.addressRemarkMaxLength} placeholder={needsMemo ? t('assets.memoPlaceholder') : t('assets.notePlaceholder')} autoComplete="off" />
      </Field>
      {needsProof && (
        <>
          <p className="ma-hint">{t('withdrawSafety.proofHint')}</p>
          <SecurityProofFields code={proof.proof.code} fundPwd={proof.proof.fundPwd} onCode={proof.setCode} onFundPwd={proof.setFundPwd} sender={proof.code} />
        </>
      )}
      <Button block color="primary" size="large" type="submit" loading={add.isPending || edit.isPending} className="m-form__submit">
        {t('assets.save')}
      </Button>
    </form>
  );
}
