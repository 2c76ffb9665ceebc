// The fiat quick buy screens (issue 17), one chunk with the fiat catalog area.
export { QuickBuyScreen } from './quick-buy-screen';
export { FiatOrderScreen } from './fiat-order-screen';
export { FiatOrdersScreen } from './fiat-orders-screen';
export { BankScreen } from './bank-screen';
