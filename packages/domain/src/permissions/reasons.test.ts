import { describe, expect, it } from 'vitest';
import { denialMessage, isPaymentReason, isUpgradeReason, upgradeReasons } from './reasons.ts';

describe('refusals that paying lifts', () => {
  it('are the plan and Read-Only refusals, each with its message', () => {
    for (const reason of upgradeReasons) {
      expect(isUpgradeReason(reason)).toBe(true);
      expect(denialMessage(reason, 'version:create')).not.toBe('');
    }
    expect(denialMessage('upgradeWorkspace', 'version:create')).toBe(
      'To create versions, upgrade your workspace',
    );
  });

  it('leave out refusals of role, state or sign-in, and anything unknown', () => {
    for (const reason of ['noRole', 'archived', 'signInRequired', 'workspaceArchived', 'x', null]) {
      expect(isUpgradeReason(reason)).toBe(false);
    }
  });

  it('ask for the payment, not a plan, in Read-Only mode', () => {
    expect(isPaymentReason('readOnlyPaymentFailed')).toBe(true);
    expect(isPaymentReason('readOnlyPremiumExpired')).toBe(true);
    expect(isPaymentReason('upgrade')).toBe(false);
  });
});
