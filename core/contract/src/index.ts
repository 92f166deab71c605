/**
 * The API contract shared by the app and the gateway: the call table, the envelope, and the request/answer types
 * generated from schemas/api (never hand-written).
 */
import type {
  AccountCalls,
  ContentCalls,
  GameCalls,
  MemberCalls,
  SystemCalls,
  WalletCalls,
  KycCalls,
  AgentCalls,
  ProtectionCalls,
  RewardCalls,
  ProfileCalls,
  ApiFailure,
} from './generated/api.ts';
import type { CallName } from './calls.ts';

export * from './accountTypes.ts';
export * from './calls.ts';
export * from './servicePath.ts';
export * from './clientError.ts';
export * from './envelope.ts';
export * from './pages.ts';
export type * from './generated/api.ts';

/** Request and success value of every call, by call name. */
export type ApiCalls = AccountCalls &
  SystemCalls &
  GameCalls &
  ContentCalls &
  MemberCalls &
  WalletCalls &
  KycCalls &
  AgentCalls &
  ProtectionCalls &
  RewardCalls &
  ProfileCalls;

/** Query (GET/DELETE) or JSON body (POST/PUT) of a call. */
export type RequestOf<N extends CallName> = ApiCalls[N]['request'];

/** The value of a call's success envelope. */
export type ValueOf<N extends CallName> = ApiCalls[N]['value'];

/** A success envelope carrying a call's value. */
export interface Ok<T> {
  success: true;
  code: 'OK';
  value: T;
}

/** Either envelope. */
export type Envelope<T> = Ok<T> | ApiFailure;

/** Header names the app sends on every call. */
export const HEADERS = {
  token: 'token',
  language: 'language',
  moduleId: 'moduleId',
  device: 'Device',
} as const;
