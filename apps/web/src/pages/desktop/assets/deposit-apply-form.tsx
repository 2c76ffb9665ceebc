import { useRef, useState } from 'react';
import { Button, Input } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { LIMITS } from '@exchange/contracts';
import { depositAmountError } from '../../../features/assets/amount-rules';
import type { TUploadedFile } from '../../../features/assets/assets-types';
import { assetScale } from '../../../features/assets/catalog';
import { useDepositApply, useUploadProof } from '../../../features/assets/use-assets-mutations';
import { PrivateImage } from '../../../features/files/private-image';
import { showInvalid } from '../../../features/notify/show-failure';
import { AmountInput } from '../components/amount-input';
import { Field } from './field';
import { ImageFileInput } from '../../../ui/image-file-input';

const EMPTY = { amount: '', txHash: '', proof: null as TUploadedFile | null };

/**
 * Declares a deposit (POST /user/deposit/apply): the amount sent, a payment-proof image uploaded
 * first (SPEC §2), and optionally the chain hash. It lands in the records pending review.
 */
export function DepositApplyForm({ currency, chain }: { currency: string; chain: TChain }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [isChecked, setChecked] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProof();
  const apply = useDepositApply();
  const amountKey = depositAmountError(form.amount, chain, assetScale(currency));
  const proofKey = form.proof ? null : 'uploadProof';
  const submit = async () => {
    setChecked(true);
    const key = amountKey ?? proofKey;
    if (key) return showInvalid(key);
    const done = await apply.submit({ currency, chain: chain.chain, amount: form.amount, proof: form.proof!.url, txHash: form.txHash.trim() });
    if (done) {
      setForm(EMPTY);
      setChecked(false);
    }
  };
  return (
    <form className="da-form" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="deposit-form" noValidate>
      <h2 className="pc-section__title">{t('assets.declareTitle')}</h2>
      <Field label={t('assets.depositAmount')} htmlFor="deposit-amount" error={isChecked && amountKey ? t(`msg:${amountKey}`) : null}>
        <AmountInput
          id="deposit-amount"
          name="amount"
          size="large"
          value={form.amount}
          status={isChecked && amountKey ? 'error' : undefined}
          onChange={(amount) => setForm((f) => ({ ...f, amount }))}
          scale={assetScale(currency)}
          coin={currency}
          placeholder={t('assets.amountPlaceholder')}
          suffix={currency}
        />
      </Field>
      <Field label={t('assets.proof')} error={isChecked && proofKey ? t(`msg:${proofKey}`) : null} hint={t('assets.proofHint')}>
        <div className="da-proof">
          {form.proof && <PrivateImage src={form.proof.url} width={72} height={72} className="da-proof__img" alt={t('assets.proof')} />}
          <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => fileInput.current?.click()} data-testid="proof-button">
            {t(form.proof ? 'assets.changeProof' : 'assets.uploadProof')}
          </Button>
          <ImageFileInput
            inputRef={fileInput}
            testId="proof-file"
            onFile={async (file) => {
              const done = await upload.submit(file);
              if (done) setForm((f) => ({ ...f, proof: done.data }));
            }}
          />
        </div>
      </Field>
      <Field label={t('assets.txHash')} htmlFor="deposit-hash">
        <Input
          id="deposit-hash"
          name="txHash"
          size="large"
          dir="ltr"
          maxLength={LIMITS.txHashMaxLength}
          value={form.txHash}
          onChange={(e) => setForm({ ...form, txHash: e.target.value })}
          placeholder={t('assets.txHashPlaceholder')}
        />
      </Field>
      <Button type="primary" size="large" htmlType="submit" loading={apply.isPending} className="da-submit">
        {t('assets.submitDeposit')}
      </Button>
    </form>
  );
}
