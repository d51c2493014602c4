import { hashCorporateCode } from '../../resources/corporate-accounts/corporate-code.ts';
import type { Orm } from '../database.ts';
import { corporateAccounts, promoCodes } from '../schema/index.ts';

/** Demo promo codes of a partner (README: "Demo promo codes"); dates are wide so demos keep working. */
function demoPromoCodes(partnerId: number, slug: string) {
  if (slug !== 'harbour') return [];
  return [
    { partnerId, code: 'WELCOME10', kind: 'percentage' as const, value: 1000, appliesTo: 'both' as const },
    {
      partnerId,
      code: 'MEET50',
      kind: 'fixed' as const,
      value: 5000,
      currency: 'EUR',
      appliesTo: 'event' as const,
      validFrom: '2026-01-01',
      validUntil: '2035-12-31',
    },
    {
      partnerId,
      code: 'STAY15',
      kind: 'percentage' as const,
      value: 1500,
      appliesTo: 'hotel' as const,
      maxUses: 100,
    },
    { partnerId, code: 'SPRING2020', kind: 'percentage' as const, value: 2000, validUntil: '2020-06-30' },
    { partnerId, code: 'LASTONE', kind: 'percentage' as const, value: 500, maxUses: 1, uses: 1 },
  ];
}

/** Demo corporate accounts (README: "Demo corporate accounts"); the codes are public demo values. */
async function demoCorporateAccounts(partnerId: number, slug: string) {
  if (slug !== 'harbour') return [];
  return [
    {
      partnerId,
      companyName: 'Acme Travel B.V.',
      primaryEmail: 'travel@acme.example',
      codeHash: await hashCorporateCode('ACME-2030'),
      discountKind: 'percentage' as const,
      discountValue: 1200,
      discountAppliesTo: 'both' as const,
      creditAccount: true,
    },
    {
      partnerId,
      companyName: 'Globex Corporation',
      primaryEmail: 'events@globex.example',
      codeHash: await hashCorporateCode('GLOBEX-7'),
      creditAccount: false,
      active: false,
    },
  ];
}

/** Writes the demo promo codes and corporate accounts of a newly seeded partner. */
export async function seedPricingCodes(db: Orm, partnerId: number, slug: string): Promise<void> {
  const codes = demoPromoCodes(partnerId, slug);
  if (codes.length > 0) await db.insert(promoCodes).values(codes);
  const accounts = await demoCorporateAccounts(partnerId, slug);
  if (accounts.length > 0) await db.insert(corporateAccounts).values(accounts);
}
