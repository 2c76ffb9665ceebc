// The contract screens, one lazy chunk (SPEC §2 lazy page group "contract"), with their styles.
import '../trade/trade.css';
import './contract.css';

export { ContractPage } from './contract-page';
export { ContractHistoryPage } from './history-page';
export { ContractDetailPage } from './detail-page';
