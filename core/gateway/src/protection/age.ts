import type { MessageKey } from '@wl/contract';
import { ApiError, fieldError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { complianceOf } from './rules.ts';

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar), or undefined for a date that is not real. */
export function ageOn(birthDate: string, now: number): number | undefined {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d)
    return undefined;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d)) age--;
  return age;
}

/** Refuses a birth date that is not a real past date, or a player younger than the merchant's ageLimit. */
export function checkBirthDate(merchant: GatewayMerchant, birthDate: string, now: number): void {
  const age = ageOn(birthDate, now);
  if (age === undefined || age < 0 || age > 130)
    throw fieldError('birthDate', 'is not a date of birth', 'protection.dob.required');
  const min = merchant.manifest.ageLimit;
  if (age < min)
    throw new ApiError('UNDER_AGE', {
      message: `Players must be at least ${min} years old`,
      detail: { field: 'birthDate', reason: `is under ${min}`, age: min },
    });
}

/**
 * Where the merchant's profile has the dateOfBirth module, an account is not opened without a date of birth
 * (registration, and a first social login that would create one).
 */
export function requireBirthDate(
  merchant: GatewayMerchant,
  birthDate: string | undefined,
  messageKey: MessageKey = 'protection.dob.required',
): void {
  if (!birthDate && complianceOf(merchant).modules.dateOfBirth)
    throw fieldError(
      'birthDate',
      'is required: this merchant opens accounts only with a date of birth',
      messageKey,
    );
}
