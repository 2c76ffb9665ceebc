export { FundScreen } from './fund-page';
export { FundMyScreen } from './fund-my-page';
