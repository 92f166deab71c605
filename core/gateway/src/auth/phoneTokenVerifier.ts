/**
 * The interface through which the gateway checks the identity provider's phone ID tokens (auth/phoneVerification.ts
 * has the sandbox's implementation and what is checked around it). Its own module: the gateway's Deps hold one.
 */
import type { GatewayMerchant } from '../merchants.ts';

/** What a valid ID token proves. */
export interface PhoneIdentity {
  /** The verified number in E.164 form, e.g. +639171234567. */
  phoneNumber: string;
  /** When the token stops being valid, epoch milliseconds. */
  expiresAt: number;
}

/**
 * Checks an identity provider's ID token for a merchant: signature, issuer, audience and expiry (not the number or
 * reuse: checkPhoneToken and spendPhoneToken do those). Answers what it proves, or null for any token it does not accept.
 */
export interface PhoneTokenVerifier {
  verify(token: string, merchant: GatewayMerchant, now: number): Promise<PhoneIdentity | null>;
}
