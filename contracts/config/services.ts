import * as z from "zod";
import { httpUrl } from "./common.js";

/** The two back ends the subscription engine talks to. */
const serviceHostSchema = z.enum(["auth", "subscriptions"]);

const environmentHostsSchema = z
  .object({
    auth: httpUrl.describe("Origin of the account and sign-in service"),
    subscriptions: httpUrl.describe("Origin of the checkout, portal, subscription and products service"),
    paymentPages: z
      .array(z.string().regex(/^https:\/\/[a-z0-9.-]+(?::\d+)?$/, "an https:// origin such as https://checkout.example"))
      .optional()
      .describe("Origins besides the two above that checkoutUrl and customerPortalUrl may send a visitor to; any other is refused"),
  })
  .strict();

/** A path segment like {productId} is filled in by the caller. */
const callPath = z
  .string()
  .regex(/^\/[A-Za-z0-9/_.{}-]*$/, "a path like /api/products/{productId}/features");

const serviceCallSchema = z
  .object({
    host: serviceHostSchema,
    method: z.enum(["GET", "POST"]),
    path: callPath,
  })
  .strict();

/**
 * Every call of SPEC §7 that the subscription engine makes, named once. The browser client and the
 * local API emulator both read these, so a path changed here changes on both sides.
 */
export const serviceCallsSchema = z
  .object({
    authorize: serviceCallSchema.describe("auth v2 authorize: PKCE challenge, credentials included"),
    accountCreate: serviceCallSchema.describe("auth v2 account create: returns a code"),
    token: serviceCallSchema.describe("auth v2 token: code + verifier, or refresh_token grant"),
    logout: serviceCallSchema.describe("auth v2 logout: bearer"),
    otp: serviceCallSchema.describe("auth v2 OTP e-mail: must answer exactly 200"),
    login: serviceCallSchema.describe("auth v2 login: JSON email, otp, method=otp; returns a code"),
    accountEdit: serviceCallSchema.describe("auth v2 account edit: bearer; returns a hash"),
    accountEditConfirm: serviceCallSchema.describe("auth v2 account edit confirm: returns status and email"),
    account: serviceCallSchema.describe("auth v2 account: bearer"),
    legacyLoginLink: serviceCallSchema.describe("v1: sends the one-time code e-mail"),
    legacyLogin: serviceCallSchema.describe("v1: e-mail + one-time code -> auth_token"),
    legacyValidateToken: serviceCallSchema.describe("v1: bearer -> account.external_id"),
    legacyAccountEdit: serviceCallSchema.describe("v1 account edit: bearer; returns a hash"),
    legacyAccountEditConfirm: serviceCallSchema.describe("v1 account edit confirm"),
    checkoutSession: serviceCallSchema.describe("checkout session: returns checkoutUrl"),
    portal: serviceCallSchema.describe("customer portal: returns customerPortalUrl"),
    subscription: serviceCallSchema.describe("subscription of the bearer's account"),
    subscriptionStatus: serviceCallSchema.describe("status of the bearer's subscription"),
    offers: serviceCallSchema.describe("offers for the bearer's account (a trial, the win-back coupon), decided by the service"),
    products: serviceCallSchema.describe("products on sale"),
    productFeatures: serviceCallSchema.describe("features of {productId}"),
  })
  .strict();

/** Service hosts per environment (production, staging, local emulator) and the paths of every call. */
export const servicesSchema = z
  .object({
    environments: z
      .object({
        production: environmentHostsSchema,
        staging: environmentHostsSchema,
        local: environmentHostsSchema
          .refine((hosts) => hosts.auth === hosts.subscriptions, {
            message: "the local auth and subscriptions hosts must be the same address: one emulator serves both",
          })
          .describe("The API emulator (`site emulator`); its default port is this port"),
      })
      .strict(),
    clientIds: z
      .object({
        web: z.string().min(1).describe("Client id of the web site"),
        app: z.string().min(1).describe("Client id of the product's own apps (native)"),
      })
      .strict(),
    stagingTokenTtlSeconds: z.number().int().positive().describe("ttl sent with the token request on staging"),
    requestTimeoutMs: z.number().int().positive().describe("A call that takes longer fails with the communication error"),
    calls: serviceCallsSchema,
  })
  .strict();

export type ServiceCallName = keyof z.infer<typeof serviceCallsSchema>;
