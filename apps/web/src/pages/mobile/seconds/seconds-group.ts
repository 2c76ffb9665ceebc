// The seconds-contract screens, one lazy chunk (SPEC §2 lazy page group "second contract"), with their styles.
import '../trade/trade.css';
import '../contract/contract.css';
import './seconds.css';

export { SecondsPage } from './seconds-page';
export { SecondsOrdersPage } from './orders-page';
export { SecondsDetailPage } from './detail-page';
