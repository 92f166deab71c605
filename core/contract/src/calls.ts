/**
 * The table of every platform call the app makes: one row per call, keyed by name.
 * The app's client and the sandbox gateway both read it, so pointing a merchant at a real platform only changes
 * the base URL. Request and answer shapes live in schemas/api/<schema>.json under properties.<name>.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call. The gateway decides it before it reads the request's fields, so an account that may not
 * make a call is refused the same way whatever it sends.
 * - none: anyone (a token, when sent, is still read so read flags and favourites can be personal)
 * - session: any logged-in account, trial (type 4) included
 * - member: a logged-in real account; trial accounts get 403 free_reject
 * - agent: a logged-in agent account (the agent centre); trial accounts get 403 free_reject, others 403
 * - contract: a logged-in account contracts are offered to (not trial, not the agent variants 40-42: spec sections
 *   4 and 6); trial accounts get 403 free_reject, the variants 403
 */
export type CallAuth = 'none' | 'session' | 'member' | 'agent' | 'contract';

/** The schemas/api file that describes a call. */
export type CallSchema =
  | 'account'
  | 'system'
  | 'game'
  | 'content'
  | 'member'
  | 'wallet'
  | 'kyc'
  | 'agent'
  | 'protection'
  | 'rewards'
  | 'profile';

export interface CallDef {
  name: string;
  method: HttpMethod;
  /** Path below the API base; always starts with /wps/ or /lgw/. */
  path: string;
  /** Sent in the moduleId header. */
  moduleId: string;
  auth: CallAuth;
  /** Safe to retry automatically: repeating it changes nothing. Only GET calls are. */
  idempotent: boolean;
  schema: CallSchema;
}

type Row = Omit<CallDef, 'name' | 'idempotent'>;

const get = (path: string, moduleId: string, auth: CallAuth, schema: CallSchema): Row => ({
  method: 'GET',
  path,
  moduleId,
  auth,
  schema,
});
const send = (
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  moduleId: string,
  auth: CallAuth,
  schema: CallSchema,
): Row => ({
  method,
  path,
  moduleId,
  auth,
  schema,
});

const rows = {
  // Account
  captcha: get('/wps/captcha', 'CAPTCHA3', 'none', 'account'),
  sendSmsNoLogin: send('POST', '/wps/verification/sms/noLogin', 'REG3', 'none', 'account'),
  sendVerificationCode: send('POST', '/wps/verification/sms', 'COMM3', 'member', 'account'),
  verification: get('/wps/verification/check', 'REG3', 'none', 'account'),
  login: send('POST', '/wps/session/login', 'COMM3', 'none', 'account'),
  logout: send('DELETE', '/wps/session/logout', 'COMM3', 'session', 'account'),
  testPlay: send('POST', '/wps/session/testPlay', 'COMM3', 'none', 'account'),
  trialAccount: get('/wps/session/trialAccount', 'COMM3', 'none', 'account'),
  register: send('PUT', '/wps/member/register', 'REG3', 'none', 'account'),
  regValidata: get('/wps/member/regValidata', 'REG3', 'none', 'account'),
  getSetRegister: get('/wps/member/getSetRegister', 'REG3', 'none', 'account'),
  validateUsername: get('/wps/member/validateUsername', 'REG3', 'none', 'account'),
  checkAffiliateCode: get('/wps/member/affiliateCode', 'REG3', 'none', 'account'),
  changePassword: send('POST', '/wps/member/changePassword', 'COMM3', 'member', 'account'),
  setPasswordPhone: send('POST', '/wps/member/setPasswordPhone', 'COMM3', 'none', 'account'),
  recoverPassword: send('POST', '/wps/member/recoverPassword', 'COMM3', 'none', 'account'),
  // System
  systemStatus: get('/wps/system/status', 'COMM3', 'none', 'system'),
  systemTemplate: get('/wps/system/template', 'COMM3', 'none', 'system'),
  systemCountry: get('/wps/system/country', 'COMM3', 'none', 'system'),
  service: get('/wps/system/service', 'COMM3', 'none', 'system'),
  helpCenter: get('/wps/system/helpCenter', 'COMM3', 'none', 'system'),
  feedback: send('PUT', '/wps/member/feedback', 'COMM3', 'member', 'system'),
  contractRequests: get('/wps/agent/contractRequests', 'COMM3', 'member', 'system'),
  // Games
  gameList: get('/wps/relay/GCSGAME_gameList', 'GAME3', 'none', 'game'),
  vendorGameTypes: get('/wps/relay/GCSGAME_vendorGameTypes', 'GAME3', 'none', 'game'),
  vendors: get('/wps/relay/GCSGAME_vendors', 'GAME3', 'none', 'game'),
  hotGames: get('/wps/relay/GCSGAME_hotGames', 'GAME3', 'none', 'game'),
  populars: get('/wps/content/populars', 'GAME3', 'none', 'game'),
  launchGame: send('POST', '/wps/relay/GCSGAME_launchGame', 'GAME3', 'session', 'game'),
  addFavourite: send('POST', '/wps/relay/MCSFE_addFavoriteGame', 'GAME3', 'session', 'game'),
  removeFavourite: send('DELETE', '/wps/relay/MCSFE_removeFavoriteGame', 'GAME3', 'session', 'game'),
  favouriteList: get('/wps/relay/MCSFE_getFavoriteGamesList', 'GAME3', 'session', 'game'),
  favouriteIds: get('/wps/relay/MCSFE_getFavoriteIds', 'GAME3', 'session', 'game'),
  addRecent: send('POST', '/wps/relay/MCSFE_addRecentGame', 'GAME3', 'session', 'game'),
  recentList: get('/wps/relay/MCSFE_getRecentGamesList', 'GAME3', 'session', 'game'),
  lotteryList: get('/wps/relay/LOTT_lotteryList', 'GAME3', 'none', 'game'),
  lotteryMenu: get('/wps/relay/LOTT_lotteryMenu', 'GAME3', 'none', 'game'),
  numero: get('/wps/relay/LOTT_numero', 'GAME3', 'none', 'game'),
  vnNumero: get('/wps/relay/LOTT_vnNumero', 'GAME3', 'none', 'game'),
  recentVnLottery: get('/wps/relay/LOTT_recentVnLottery', 'GAME3', 'none', 'game'),
  // Content
  announcements: get('/wps/content/announcements', 'COMM3', 'none', 'content'),
  markAsRead: send('POST', '/wps/content/markAsRead', 'COMM3', 'session', 'content'),
  notices: get('/wps/content/notices', 'COMM3', 'none', 'content'),
  winnerBoard: get('/wps/content/winnerBoard', 'COMM3', 'none', 'content'),
  getLott: get('/wps/content/getLott', 'COMM3', 'none', 'content'),
  activities: get('/wps/content/activities', 'COMM3', 'none', 'content'),
  vipLevels: get('/wps/content/vipLevels', 'COMM3', 'none', 'content'),
  // Member and wallet
  memberInfo: get('/wps/member/info', 'COMM3', 'session', 'member'),
  merchantWallet: get('/wps/wallet/merchantWallet', 'FUNDTRANS3', 'none', 'member'),
  wallet: get('/wps/wallet/balance', 'FUNDTRANS3', 'session', 'member'),
  inboxUnreadCount: get('/wps/member/inbox/unreadCount', 'COMM3', 'member', 'member'),
  chatPermission: get('/wps/relay/CBS_chatPermission', 'CBS3', 'member', 'member'),
  chatUnreadCount: get('/wps/relay/CBS_unreadCount', 'CBS3', 'member', 'member'),
  launchChat: get('/wps/relay/CBS_launchChat', 'CBS3', 'member', 'member'),
  liveModels: get('/wps/relay/LIVE_modelList', 'COMM3', 'none', 'member'),
  // Deposits, withdrawals and payout accounts (money-moving calls take an idempotency key)
  depositChannels: get('/wps/wallet/depositChannels', 'FUNDTRANS3', 'member', 'wallet'),
  createDeposit: send('POST', '/wps/wallet/deposit', 'FUNDTRANS3', 'member', 'wallet'),
  depositOrders: get('/wps/wallet/depositOrders', 'FUNDTRANS3', 'member', 'wallet'),
  payoutAccounts: get('/wps/wallet/payoutAccounts', 'FUNDTRANS3', 'member', 'wallet'),
  bindPayoutAccount: send('POST', '/wps/wallet/payoutAccount', 'FUNDTRANS3', 'member', 'wallet'),
  setPaymentPassword: send('POST', '/wps/member/paymentPassword', 'COMM3', 'member', 'wallet'),
  withdraw: send('POST', '/wps/wallet/withdraw', 'FUNDTRANS3', 'member', 'wallet'),
  withdrawals: get('/wps/wallet/withdrawals', 'FUNDTRANS3', 'member', 'wallet'),
  gameRecords: get('/wps/wallet/gameRecords', 'FUNDTRANS3', 'session', 'wallet'),
  walletTransfer: send('POST', '/wps/wallet/transfer', 'FUNDTRANS3', 'member', 'wallet'),
  // Identity verification
  kycStatus: get('/wps/member/kyc', 'COMM3', 'member', 'kyc'),
  kycUpload: send('POST', '/wps/member/kyc', 'COMM3', 'member', 'kyc'),
  // Agent centre (agent-only calls refuse other account types in the gateway)
  agentLogin: send('POST', '/wps/agent/login', 'COMM3', 'none', 'agent'),
  agentContract: get('/wps/agent/contract', 'COMM3', 'contract', 'agent'),
  answerContract: send('POST', '/wps/agent/contract/answer', 'COMM3', 'contract', 'agent'),
  agentTeam: get('/wps/agent/team', 'COMM3', 'agent', 'agent'),
  agentInvite: get('/wps/agent/invite', 'COMM3', 'agent', 'agent'),
  addDownline: send('POST', '/wps/agent/downline', 'REG3', 'agent', 'agent'),
  agentProfitLoss: get('/wps/agent/profitLoss', 'COMM3', 'agent', 'agent'),
  agentPayouts: get('/wps/agent/payouts', 'COMM3', 'agent', 'agent'),
  agentKpi: get('/wps/agent/kpi', 'COMM3', 'agent', 'agent'),
  // Player protection (responsible gaming)
  protectionState: get('/wps/protection/state', 'COMM3', 'member', 'protection'),
  setProtectionLimit: send('POST', '/wps/protection/limit', 'COMM3', 'member', 'protection'),
  setRealityCheck: send('POST', '/wps/protection/realityCheck', 'COMM3', 'member', 'protection'),
  protectionExclude: send('POST', '/wps/protection/exclude', 'COMM3', 'member', 'protection'),
  protectionHistory: get('/wps/protection/history', 'COMM3', 'member', 'protection'),
  // Reward center, VIP and promotions (claims are money-moving and take an idempotency key)
  rewards: get('/wps/member/rewards', 'COMM3', 'member', 'rewards'),
  claimReward: send('POST', '/wps/member/rewards/claim', 'COMM3', 'member', 'rewards'),
  vipStatus: get('/wps/member/vip', 'COMM3', 'member', 'rewards'),
  inviteInfo: get('/wps/member/invite', 'COMM3', 'member', 'rewards'),
  activityEntries: get('/wps/member/activities', 'COMM3', 'member', 'rewards'),
  joinActivity: send('POST', '/wps/member/activity/join', 'COMM3', 'member', 'rewards'),
  claimActivity: send('POST', '/wps/member/activity/claim', 'COMM3', 'member', 'rewards'),
  // Feedback history (issue 14)
  feedbackHistory: get('/wps/member/feedback/history', 'COMM3', 'member', 'system'),
  // Inbox (trial accounts have none) and social login (a provider's one-time code exchanged for a session)
  inboxList: get('/wps/member/inbox', 'COMM3', 'member', 'member'),
  inboxRead: send('POST', '/wps/member/inbox/read', 'COMM3', 'member', 'member'),
  inboxDelete: send('DELETE', '/wps/member/inbox', 'COMM3', 'member', 'member'),
  socialLogin: send('POST', '/wps/session/socialLogin', 'COMM3', 'none', 'account'),
  // Ending a self-exclusion after its irrevocable months (issue 16): the excluded player has no session
  protectionRevoke: send('POST', '/wps/protection/revoke', 'COMM3', 'none', 'protection'),
  // The member's head icon (its image is served from an unguessable URL, routes/avatar.ts)
  avatarUpload: send('POST', '/wps/member/avatar', 'COMM3', 'member', 'member'),
  // Client errors the app reports to the platform (issue 28): scrubbed of personal data, rate-limited
  clientError: send('POST', '/wps/system/clientError', 'COMM3', 'none', 'system'),
  // The platform's public key for the encrypted request body (manifest gateway.encryption without a pinned key)
  encryptionKey: get('/wps/system/encryptionKey', 'COMM3', 'none', 'system'),
  // Stay signed in: the idle-logout warning's answer (issue 28)
  sessionRefresh: send('POST', '/wps/session/refresh', 'COMM3', 'session', 'account'),
  // Member center: personal info and security settings (issue 28; spec 7: personal info, security settings, email)
  personalInfo: get('/wps/member/personalInfo', 'COMM3', 'member', 'profile'),
  savePersonalInfo: send('POST', '/wps/member/personalInfo', 'COMM3', 'member', 'profile'),
  securitySettings: get('/wps/member/security', 'COMM3', 'member', 'profile'),
  bindEmail: send('POST', '/wps/member/email', 'COMM3', 'member', 'profile'),
  bindMobile: send('POST', '/wps/member/mobile', 'COMM3', 'member', 'profile'),
  setPayeeName: send('POST', '/wps/member/payeeName', 'COMM3', 'member', 'profile'),
} satisfies Record<string, Row>;

export type CallName = keyof typeof rows;

/** Every call, keyed by name. */
export const calls = Object.fromEntries(
  Object.entries(rows).map(([name, row]) => [name, { ...row, name, idempotent: row.method === 'GET' }]),
) as { readonly [K in CallName]: CallDef & { name: K } };

/** Calls in table order. */
export const callList: readonly CallDef[] = Object.values(calls);

/** Sandbox-only endpoints of the gateway (404 in production). Shapes: schemas/api/sandbox.json. */
export const sandboxCalls = {
  sandboxSms: { method: 'GET', path: '/__sandbox/sms' },
  sandboxCaptcha: { method: 'GET', path: '/__sandbox/captcha' },
  sandboxStatus: { method: 'POST', path: '/__sandbox/status' },
  sandboxWithdrawal: { method: 'POST', path: '/__sandbox/withdrawal' },
  sandboxKyc: { method: 'POST', path: '/__sandbox/kyc' },
  sandboxAgent: { method: 'POST', path: '/__sandbox/agent' },
  sandboxAgentSettle: { method: 'POST', path: '/__sandbox/agentSettle' },
  sandboxClock: { method: 'POST', path: '/__sandbox/clock' },
  sandboxInbox: { method: 'POST', path: '/__sandbox/inbox' },
  sandboxBonus: { method: 'POST', path: '/__sandbox/bonus' },
  sandboxSmsResend: { method: 'POST', path: '/__sandbox/smsResend' },
  sandboxConfig: { method: 'POST', path: '/__sandbox/config' },
  sandboxErrors: { method: 'GET', path: '/__sandbox/errors' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type SandboxCallName = keyof typeof sandboxCalls;
