export { balanceOf as accountBalance } from './ledger.repository.js';
