export { InvitePage } from './invite-page';
export { InviteCashbackPage } from './invite-cashback-page';
