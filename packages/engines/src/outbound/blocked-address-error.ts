import type { AddressClass } from './address-class.ts';

/**
 * A connection the outbound guard refused: the host resolved to (or is) an address that is not public and the
 * operator did not allow. Carries what was refused for the server log; users only ever see a fixed message.
 */
export class BlockedAddressError extends Error {
  readonly code = 'ERR_SIGHTLINE_BLOCKED_ADDRESS';
  readonly hostname: string;
  readonly address: string | undefined;
  readonly addressClass: AddressClass | 'scheme';

  constructor(hostname: string, address: string | undefined, addressClass: AddressClass | 'scheme') {
    super(
      addressClass === 'scheme'
        ? `refused a connection to ${hostname}: only http and https may be used`
        : `refused a connection to ${hostname}${address && address !== hostname ? ` (${address})` : ''}: ${addressClass.replace('_', '-')} address`,
    );
    this.name = 'BlockedAddressError';
    this.hostname = hostname;
    this.address = address;
    this.addressClass = addressClass;
  }
}

/** The BlockedAddressError somewhere in an error's `cause` chain (SDKs and fetch wrap connection errors). */
export function findBlockedAddress(error: unknown): BlockedAddressError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof BlockedAddressError) return current;
    if (current instanceof AggregateError) {
      const inner = current.errors.map(findBlockedAddress).find(Boolean);
      if (inner) return inner;
    }
    current = current.cause;
  }
  return undefined;
}
