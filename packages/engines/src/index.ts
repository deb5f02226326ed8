/**
 * @sightline/engines: AI engine adapters behind one interface, the simulated engine, fixtures and the
 * loopback mock server. Depends on @sightline/core and @sightline/contracts.
 */
export {};
