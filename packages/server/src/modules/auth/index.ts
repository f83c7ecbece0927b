/** What other modules use of auth/: the one way in (issue 26, decision 0033). */
export { type Actor, loadActor } from './actor.ts';
export { actorOf } from './auth-guard.ts';
export { hashPassword } from './password.ts';
export { loadRoles, loadUserDto, presentPolicy, presentUser } from './presenter.ts';
export { endUserSessions } from './sessions.ts';
export type { TokenService } from './tokens.ts';
