import { z } from "zod";
import { identifier } from "./common.js";

/**
 * The browser runtime's constants (SPEC §3, §4, §9). The whole section is serialised into
 * every page as JSON, so keep it to what the browser needs.
 */
export const experimentSchema = z
  .object({
    name: identifier,
    description: z.string(),
    variants: z.array(identifier).min(1),
    allocation: z.number().min(0).max(1).optional(),
    persistence: z.literal("localStorage").optional(),
    assignment: z.literal("backend").optional(),
  })
  .strict();

export const runtimeSchema = z
  .object({
    experiments: z.array(experimentSchema),
  })
  .strict();
