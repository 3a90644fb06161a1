import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { ServicesConfig } from "../../contracts/config/index.js";
import { communicationError, COMMUNICATION_ERROR, type Logger } from "./errors.js";

/**
 * The origins the service may send a visitor to (a checkout page, the customer portal): its own
 * hosts in this environment and the payment pages configured for it.
 */
function redirectOrigins(services: ServicesConfig, environment: BuildEnvironment): string[] {
  const hosts = services.environments[environment];
  return [hosts.auth, hosts.subscriptions, ...(hosts.paymentPages ?? [])].map((address) => new URL(address).origin);
}

const originOf = (address: string): string => {
  try {
    return new URL(address).origin;
  } catch {
    return "";
  }
};

/**
 * A guard for addresses the service answers with (checkoutUrl, customerPortalUrl): a visitor is sent
 * only to an allowed origin. Anything else is a malformed answer as far as the visitor can tell: the
 * communication error of SPEC §8, logged.
 */
export function redirectGuard(services: ServicesConfig, environment: BuildEnvironment, log: Logger): (address: string) => string {
  const allowed = redirectOrigins(services, environment);
  return (address) => {
    const origin = originOf(address);
    if (allowed.includes(origin)) return address;
    // The origin only: the rest of a checkout or portal address is the visitor's session with it.
    const cause = new Error(`Not an allowed host: ${origin || "an invalid address"}`);
    log(COMMUNICATION_ERROR, cause);
    throw communicationError(cause);
  };
}
