import * as z from "zod";
import { serviceCallsSchema } from "../../../contracts/config/services.js";
import { json, type Reply } from "./http.js";

const faultKindSchema = z.enum(["http-500", "timeout", "malformed-json", "missing-field"]);

/** POST /__emulator/faults: break one call until cleared (or for `times` calls). */
export const faultRequestSchema = z
  .object({
    call: serviceCallsSchema.keyof(),
    fault: faultKindSchema,
    /** missing-field: the field to drop; the answer's first field when not given. */
    field: z.string().min(1).optional(),
    times: z.number().int().positive().optional(),
  })
  .strict();

export type FaultRequest = z.infer<typeof faultRequestSchema>;
export type CallName = FaultRequest["call"];

/** What the server does with a call once the faults had their say. */
export type FaultOutcome =
  | { action: "handle" }
  | { action: "reply"; reply: Reply }
  | { action: "hang" }
  | { action: "raw"; status: number; body: string }
  | { action: "strip"; field: string | undefined };

export function createFaults() {
  const active = new Map<CallName, FaultRequest & { left: number }>();

  return {
    set(request: FaultRequest) {
      active.set(request.call, { ...request, left: request.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      active.clear();
    },
    list: () => [...active.values()].map(({ left: _left, ...request }) => request),

    /** Decided before the handler runs, so a broken call has no side effect except missing-field. */
    take(call: CallName): FaultOutcome {
      const fault = active.get(call);
      if (!fault) return { action: "handle" };
      fault.left -= 1;
      if (fault.left <= 0) active.delete(call);
      switch (fault.fault) {
        case "http-500":
          return { action: "reply", reply: json(500, { error: "internal_error", message: "Injected fault" }) };
        case "timeout":
          return { action: "hang" };
        case "malformed-json":
          return { action: "raw", status: 200, body: '{"injected": "malformed' };
        case "missing-field":
          return { action: "strip", field: fault.field };
      }
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

/** Drops one field from a JSON answer; a body-less answer becomes an empty object that lacks it. */
export function stripField(reply: Reply, field: string | undefined): Reply {
  if (reply.kind !== "json" || typeof reply.body !== "object" || reply.body === null) {
    return json(200, {});
  }
  const body = { ...(reply.body as Record<string, unknown>) };
  delete body[field ?? Object.keys(body)[0] ?? ""];
  return { ...reply, body };
}
