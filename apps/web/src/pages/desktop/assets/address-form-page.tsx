import { useState } from 'react';
import { Button, Empty, Input, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAddressEntry } from '../../../features/assets/assets-types';
import { addressProofError, cleanProof, isProofNeeded } from '../../../features/assets/address-proof';
import { addressError, chainOf } from '../../../features/assets/catalog';
import { useAddressBook } from '../../../features/assets/use-assets';
import { useAddAddress, useEditAddress } from '../../../features/assets/use-assets-mutations';
import { useAddressProof } from '../../../features/assets/use-address-proof';
import { showInvalid } from '../../../features/notify/show-failure';
import { ChainPicker } from './chain-picker';
import { CoinSelect } from './coin-select';
import { Field } from './field';
import { LoadError } from './load-error';
import { safeBack } from './safe-back';
import { SecurityProofFields } from './security-proof-fields';
import { useCoinChain } from './use-coin-chain';
import './assets.css';

/** The server keeps at most 128 characters of an address and 64 of its remark. */
const ADDRESS_MAX = 128;
const REMARK_MAX = 64;

type TFormProps = { entry?: TAddressEntry; back: string };

/**
 * Adds an address to the book, or edits one (its coin and network stay). The remark is the memo/tag
 * on EOS and XRP, where it is required, and a free note elsewhere. Saving needs the fund password
 * and a code sent to the user's own e-mail or phone: the book decides where money can go.
 */
function AddressForm({ entry, back }: TFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const picked = useCoinChain();
  const currency = entry?.currency ?? picked.currency;
  const chain = (entry ? chainOf(entry.currency, entry.chain) : undefined) ?? picked.chain;
  const [address, setAddress] = useState(entry?.address ?? '');
  const [remark, setRemark] = useState(entry?.remark ?? '');
  const [isChecked, setChecked] = useState(false);
  const add = useAddAddress();
  const edit = useEditAddress();
  const proof = useAddressProof();
  const needsProof = isProofNeeded(entry, { address, remark }, chain.needsMemo);
  const key = addressError(currency, chain.chain, address, remark) ?? (needsProof ? addressProofError(proof.proof, proof.code.mode) : null);
  const shown = isChecked && key ? t(`msg:${key}`) : null;
  const isProofKey = (k: string | null) => k === 'enterFundPassword' || k === 'fundPasswordError';
  const isCodeKey = (k: string | null) => k === 'enterCode' || k === 'codeError';
  const submit = async () => {
    setChecked(true);
    if (key) return showInvalid(key);
    const input = { address: address.trim(), remark: remark.trim(), ...(needsProof ? cleanProof(proof.proof) : { fundPwd: '', code: '' }) };
    const done = entry ? await edit.submit({ id: entry.id, ...input }) : await add.submit({ currency, chain: chain.chain, ...input });
    if (done) navigate(back);
    else proof.clearFundPwd();
  };
  return (
    <form className="da-form da-form--narrow" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="address-form" noValidate>
      <Field label={t('assets.coin')} htmlFor="address-coin">
        {entry ? <strong className="da-static">{currency}</strong> : <CoinSelect id="address-coin" value={currency} onChange={picked.setCurrency} isOnChainOnly />}
      </Field>
      <Field label={t('assets.network')}>
        <ChainPicker currency={currency} value={chain.chain} onChange={picked.setChain} isDisabled={Boolean(entry)} />
      </Field>
      <Field label={t('assets.address')} htmlFor="address-input" error={key === 'addressInvalid' ? shown : null}>
        <Input
          id="address-input"
          name="address"
          size="large"
          dir="ltr"
          maxLength={ADDRESS_MAX}
          value={address}
          status={key === 'addressInvalid' && shown ? 'error' : undefined}
          onChange={(e) => setAddress(e.target.value)}
          placeholder={t('assets.addressPlaceholder')}
          autoComplete="off"
        />
      </Field>
      <Field label={t(chain.needsMemo ? 'assets.memo' : 'assets.note')} htmlFor="address-remark" error={key === 'memoRequired' ? shown : null}>
        <Input
          id="address-remark"
          name="remark"
          size="large"
          maxLength={REMARK_MAX}
          value={remark}
          status={key === 'memoRequired' && shown ? 'error' : undefined}
          onChange={(e) => setRemark(e.target.value)}
          placeholder={t(chain.needsMemo ? 'assets.memoPlaceholder' : 'assets.notePlaceholder')}
        />
      </Field>
      {needsProof && (
        <>
          <p className="pc-muted da-note">{t('withdrawSafety.proofHint')}</p>
          <SecurityProofFields
            idPrefix="address"
            code={proof.proof.code}
            fundPwd={proof.proof.fundPwd}
            onCode={proof.setCode}
            onFundPwd={proof.setFundPwd}
            sender={proof.code}
            codeError={isCodeKey(key) ? shown : null}
            fundPwdError={isProofKey(key) ? shown : null}
          />
        </>
      )}
      <div className="da-buttons">
        <Button type="primary" size="large" htmlType="submit" loading={add.isPending || edit.isPending} data-testid="address-save">
          {t('assets.save')}
        </Button>
        <Button size="large" onClick={() => navigate(back)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** /setting/addaddress (add; ?coin=&chain= preselect) and /setting/address?id= (edit); ?back= returns. */
export function AddressFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  const id = Number(params.get('id'));
  const isEdit = Number.isInteger(id) && id > 0;
  const book = useAddressBook();
  const entry = isEdit ? book.data?.find((e) => e.id === id) : undefined;
  let body;
  if (!isEdit) body = <AddressForm back={back} />;
  else if (book.isError) body = <LoadError error={book.error} onRetry={() => void book.refetch()} />;
  else if (book.isPending) body = <Spin className="da-spin" />;
  else if (!entry) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('msg:noData')} className="pc-empty" />;
  else body = <AddressForm key={entry.id} entry={entry} back={back} />;
  return (
    <section className="pc-card da-card">
      <h1 className="pc-page__title">{t(isEdit ? 'assets.editAddress' : 'assets.addAddress')}</h1>
      {body}
    </section>
  );
}
