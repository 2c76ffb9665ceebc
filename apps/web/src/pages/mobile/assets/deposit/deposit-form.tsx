import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { LIMITS } from '@exchange/contracts';
import { depositAmountError } from '../../../../features/assets/amount-rules';
import type { TUploadedFile } from '../../../../features/assets/assets-types';
import { assetScale } from '../../../../features/assets/catalog';
import { useDepositApply } from '../../../../features/assets/use-assets-mutations';
import { showInvalid } from '../../../../features/notify/show-failure';
import { Field } from '../../../../ui/mobile/field';
import { AmountField } from '../components/amount-field';
import { ProofPicker } from './proof-picker';

type TProps = { currency: string; chain: TChain };

/** Declares a deposit: amount (at least the chain's minimum), proof image, optional hash → pending review. */
export function DepositForm({ currency, chain }: TProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apply = useDepositApply();
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<TUploadedFile | null>(null);
  const [txHash, setTxHash] = useState('');
  const submit = async () => {
    const key = depositAmountError(amount, chain, assetScale(currency)) ?? (proof ? null : 'uploadProof');
    if (key) return showInvalid(key);
    const result = await apply.submit({ currency, chain: chain.chain, amount, proof: proof!.url, txHash });
    // The records take the form's place in the history: back then returns to where the user came from, not to a sent form.
    if (result) navigate('/assets/records?tab=deposit', { replace: true });
  };
  return (
    <form className="ma-card ma-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h2 className="ma-card__title">{t('assets.declareTitle')}</h2>
      <AmountField label={t('assets.depositAmount')} value={amount} onChange={setAmount} unit={currency} scale={assetScale(currency)} />
      <ProofPicker value={proof} onChange={setProof} />
      <Field label={t('assets.txHash')}>
        <Input name="txHash" value={txHash} onChange={setTxHash} maxLength={LIMITS.txHashMaxLength} placeholder={t('assets.txHashPlaceholder')} autoComplete="off" />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={apply.isPending} className="m-form__submit">
        {t('assets.submitDeposit')}
      </Button>
    </form>
  );
}
