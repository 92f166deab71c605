/** Agent centre calls: agent login, contracts, team, invitation, downline, profit and loss, wage records. */
import { bind } from './client.ts';

export const agentLogin = bind('agentLogin');
export const agentContract = bind('agentContract');
export const answerContract = bind('answerContract');
export const agentTeam = bind('agentTeam');
export const agentInvite = bind('agentInvite');
export const addDownline = bind('addDownline');
export const agentProfitLoss = bind('agentProfitLoss');
export const agentPayouts = bind('agentPayouts');
export const agentKpi = bind('agentKpi');
