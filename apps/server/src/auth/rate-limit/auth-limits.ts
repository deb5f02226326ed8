import { createHmac } from 'node:crypto';
import type { Services } from '../../services.ts';
import { addressKey } from './address-key.ts';
import type { LimitRule } from './take-limits.ts';

/** Who is asking, as far as limits are concerned. */
export interface AuthClient {
  /** The client address (`request.ip`, which honours TRUST_PROXY). */
  address: string;
  /** Accounts that signed in from this browser before (its signed known-device cookie). */
  knownAccountIds: readonly number[];
}

const hour = 60 * 60 * 1000;

/** Keys name what they count; e-mails and addresses are kept only as keyed hashes. */
function key(services: Services, kind: string, ...parts: (string | number)[]): string {
  const digest = createHmac('sha256', services.secret).update(parts.join('\u0000')).digest('base64url');
  return `auth:${kind}:${digest.slice(0, 32)}`;
}

/** Failed authentication attempts from one address, whatever the account and endpoint (`addressMax`). */
export function addressRule(services: Services, client: AuthClient, refundable = true): LimitRule {
  const { addressMax, windowMs } = services.config.auth.rateLimit;
  return { key: key(services, 'address', addressKey(client.address)), max: addressMax, windowMs, refundable };
}

/**
 * Attempts at one account from one address (`max`), and at one account from all addresses together (`accountMax`). The account-wide limit is skipped for a browser the account signed in from before, so that
 * strangers guessing from many addresses cannot lock the owner out of their usual browser.
 */
export function accountRules(
  services: Services,
  endpoint: string,
  account: string,
  client: AuthClient,
  accountId?: number,
): LimitRule[] {
  const { max, accountMax, windowMs } = services.config.auth.rateLimit;
  const rules: LimitRule[] = [
    {
      key: key(services, `${endpoint}-account-address`, account, addressKey(client.address)),
      max,
      windowMs,
      refundable: true,
    },
  ];
  if (accountId === undefined || !client.knownAccountIds.includes(accountId)) {
    rules.push({
      key: key(services, `${endpoint}-account`, account),
      max: accountMax,
      windowMs,
      refundable: true,
    });
  }
  return rules;
}

/** New accounts from one address per hour (`registrationsPerAddressPerHour`); refunded when none was made. */
export function registrationRule(services: Services, client: AuthClient): LimitRule {
  return {
    key: key(services, 'registration', addressKey(client.address)),
    max: services.config.auth.rateLimit.registrationsPerAddressPerHour,
    windowMs: hour,
    refundable: true,
  };
}
