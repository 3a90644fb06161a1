import { z } from "zod";
import { httpUrl } from "./common.js";

const environmentHostsSchema = z
  .object({
    subscriptions: httpUrl,
  })
  .strict();

/** Service hosts per environment (production, staging, local emulator) and the paths of every call. */
export const servicesSchema = z
  .object({
    environments: z
      .object({
        production: environmentHostsSchema,
        staging: environmentHostsSchema,
        local: environmentHostsSchema,
      })
      .strict(),
  })
  .strict();
