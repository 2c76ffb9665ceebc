import { useState } from 'react';
import { Button, Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TAddressEntry } from '../../../../features/assets/assets-types';
import { addressError, chainOf } from '../../../../features/assets/catalog';
import { useAddAddress, useEditAddress } from '../../../../features/assets/use-assets-mutations';
import { showInvalid } from '../../../../features/notify/show-failure';
import { Field } from '../../../../ui/mobile/field';

type TProps = {
  currency: string;
  chain: string;
  /** Editing this entry (its currency and chain cannot change); adding when absent. */
  entry?: TAddressEntry;
  onDone: (entry: TAddressEntry) => void;
};

/**
 * An address-book entry: the address, checked against the chain's format, and the remark — the
 * memo/tag where the chain needs one (EOS, XRP: required), a free note elsewhere.
 */
export function AddressForm({ currency, chain, entry, onDone }: TProps) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const edit = useEditAddress();
  const [address, setAddress] = useState(entry?.address ?? '');
  const [remark, setRemark] = useState(entry?.remark ?? '');
  const needsMemo = chainOf(currency, chain)?.needsMemo ?? false;
  const submit = async () => {
    const key = addressError(currency, chain, address, remark);
    if (key) return showInvalid(key);
    // The server replaces the remark on edit, so the current one is always sent.
    const result = entry ? await edit.submit({ id: entry.id, address: address.trim(), remark: remark.trim() }) : await add.submit({ currency, chain, address: address.trim(), remark: remark.trim() });
    if (result) onDone(result.data);
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
        <TextArea name="address" value={address} onChange={(v) => setAddress(v.replace(/\s/g, ''))} maxLength={128} autoSize={{ minRows: 1, maxRows: 3 }} placeholder={t('assets.addressPlaceholder')} className="ma-ltr-input" />
      </Field>
      <Field label={needsMemo ? t('assets.memo') : t('assets.note')}>
        <Input name="remark" value={remark} onChange={setRemark} maxLength={64} placeholder={needsMemo ? t('assets.memoPlaceholder') : t('assets.notePlaceholder')} autoComplete="off" />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={add.isPending || edit.isPending} className="m-form__submit">
        {t('assets.save')}
      </Button>
    </form>
  );
}
