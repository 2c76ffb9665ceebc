import { Button, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAddressEntry } from '../../../features/assets/assets-types';

type TProps = {
  entries: TAddressEntry[];
  value: TAddressEntry | undefined;
  onChange: (id: number) => void;
  isLoading: boolean;
  currency: string;
  chain: string;
  error?: boolean;
};

/** Where the address pages send the user back to: this page, with its coin and network. */
export function useBackHere(): string {
  const { pathname, search } = useLocation();
  return encodeURIComponent(`${pathname}${search}`);
}

/**
 * The withdrawal address, chosen from the user's book for this coin and network (the server takes
 * no other), with links to add one, edit the chosen one, or open the book.
 */
export function AddressPicker({ entries, value, onChange, isLoading, currency, chain, error }: TProps) {
  const { t } = useTranslation();
  const back = useBackHere();
  const options = entries.map((e) => ({
    value: e.id,
    label: (
      <span className="da-addr-option">
        {e.remark && <span className="da-addr-option__note">{e.remark}</span>}
        <bdi dir="ltr" className="da-addr-option__address">
          {e.address}
        </bdi>
      </span>
    ),
  }));
  const addLink = `/setting/addaddress?coin=${currency}&chain=${chain}&back=${back}`;
  if (!isLoading && entries.length === 0) {
    // Nothing to choose from yet: the way forward is adding one, so that is what the field offers.
    return (
      <div className={`da-address-empty${error ? ' is-error' : ''}`} data-testid="withdraw-address-empty">
        <span className="pc-muted">{t('assets.noAddresses')}</span>
        <Link to={addLink} data-testid="add-address-link">
          <Button type="primary" ghost icon={<PlusOutlined />}>
            {t('assets.addAddress')}
          </Button>
        </Link>
      </div>
    );
  }
  return (
    <div className="da-address">
      <Select
        id="withdraw-address"
        className="da-select"
        size="large"
        loading={isLoading}
        value={value?.id}
        onChange={onChange}
        options={options}
        status={error ? 'error' : undefined}
        placeholder={t('assets.chooseAddress')}
        notFoundContent={t('assets.noAddresses')}
        data-testid="withdraw-address"
      />
      <div className="da-address__links">
        <Link to={addLink} data-testid="add-address-link">
          {t('assets.addAddress')}
        </Link>
        {value && <Link to={`/setting/address?id=${value.id}&back=${back}`}>{t('assets.editAddress')}</Link>}
        <Link to="/setting/addresslist">{t('assets.addressBook')}</Link>
      </div>
    </div>
  );
}
