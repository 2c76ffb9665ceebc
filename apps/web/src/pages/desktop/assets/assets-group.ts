// The desktop assets screens, loaded together as one chunk (they share their tables and forms).
export { AssetsOverviewPage } from './assets-overview-page';
export { DepositPage } from './deposit-page';
export { WithdrawPage } from './withdraw-page';
export { TransferPage } from './transfer-page';
export { AddressBookPage } from './address-book-page';
export { AddressFormPage } from './address-form-page';
