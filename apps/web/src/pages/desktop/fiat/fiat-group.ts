// The fiat quick buy pages (issue 17), one chunk with the fiat catalog area.
export { QuickBuyPage } from './quick-buy-page';
export { FiatOrderPage } from './fiat-order-page';
export { FiatOrdersPage } from './fiat-orders-page';
export { BankPage } from './bank-page';
