export { SessionsScreen } from './sessions-page';
export { ScoreScreen } from './score-page';
