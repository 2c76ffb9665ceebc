// The contract screens, one lazy chunk (SPEC §2 lazy page group "contract"), with their styles.
import '../../../app/mobile/mobile-trade.css';
import '../../../app/mobile/mobile-contract.css';

export { ContractPage } from './contract-page';
export { ContractHistoryPage } from './history-page';
export { ContractDetailPage } from './detail-page';
