/**
 * The e-wallets and banks a withdrawal can be paid to, per country (the merchant manifest's `country`): what the
 * withdraw screen offers as a choice instead of a free-text bank name. A country not listed here gets no list, and
 * the screen takes the name as typed. Sandbox data: a real platform answers its own payout partners.
 */
const PROVIDERS: Readonly<Record<string, { ewallet: readonly string[]; bank: readonly string[] }>> = {
  PH: {
    ewallet: ['GCash', 'Maya', 'GrabPay', 'ShopeePay'],
    bank: ['BDO', 'BPI', 'Metrobank', 'Land Bank', 'UnionBank', 'Security Bank', 'RCBC', 'China Bank'],
  },
  BD: {
    ewallet: ['bKash', 'Nagad', 'Rocket', 'Upay'],
    bank: [
      'Sonali Bank',
      'Dutch-Bangla Bank',
      'BRAC Bank',
      'Islami Bank Bangladesh',
      'City Bank',
      'Eastern Bank',
    ],
  },
  PK: {
    ewallet: ['JazzCash', 'Easypaisa'],
    bank: ['HBL', 'UBL', 'MCB', 'Meezan Bank', 'Allied Bank', 'Bank Alfalah'],
  },
  VN: {
    ewallet: ['MoMo', 'ZaloPay', 'ViettelPay'],
    bank: ['Vietcombank', 'VietinBank', 'BIDV', 'Techcombank', 'ACB', 'MB Bank'],
  },
};

/** The payout providers of a merchant's country, by kind (empty lists where the sandbox knows none). */
export function payoutProvidersOf(country: string): { ewallet: string[]; bank: string[] } {
  const p = PROVIDERS[country.toUpperCase()];
  return { ewallet: [...(p?.ewallet ?? [])], bank: [...(p?.bank ?? [])] };
}
