// The assets screens, one lazy chunk (SPEC §2 page groups), with their styles.
import './assets.css';

export { AssetsPage } from './assets-page';
export { CoinDetailPage } from './coin-detail-page';
export { DepositPage } from './deposit-page';
export { WithdrawPage } from './withdraw-page';
export { TransferPage } from './transfer-page';
export { AddressBookPage } from './address-book-page';
export { AddressFormPage } from './address-form-page';
export { RecordsPage } from './records-page';
