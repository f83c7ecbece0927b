/** What other modules use of approvals/: the one way in (issue 26, decision 0033). */
export { approvalMail } from './approval-mail.ts';
