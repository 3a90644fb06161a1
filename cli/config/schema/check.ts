import { z } from "zod";

export const severitySchema = z.enum(["error", "warn", "off"]);

/** How strict `site check` is, and the page-weight budgets it measures against. */
export const checkSchema = z
  .object({
    severity: z.record(z.string(), severitySchema).default({}),
  })
  .strict();
