import { z } from "zod";

/** Subscription business rules and constants (SPEC §3, §4, §9). */
export const subscriptionSchema = z
  .object({
    price: z.object({ amount: z.number().positive(), currency: z.string().length(3) }).strict(),
  })
  .strict();
