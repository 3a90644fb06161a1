import * as z from "zod";
import { httpUrl, identifier, routePath } from "./common.js";
import { statsSchema } from "./content.js";

/**
 * What the pages show as proof (config/proof.yaml): what the press said, audits, open source, and
 * where each figure of the stats section comes from. Every claim carries its date, and its source
 * where it has one, so a page never shows a figure or a quote it cannot account for.
 *
 * Quietly is this site's own brand: a publication or auditor that does not exist says so
 * (`fictional: true`). One that does exist must give the address of what it published, so the
 * words can be checked against it before they are put in its mouth.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-01-31");
const messageKey = z.string().regex(/^[a-z][\w.-]*$/, "a message key like proof.sources.ownCount");

const shownOn = z.array(routePath).min(1).describe("The routes whose proof section shows it");

/** A real publisher's words need the address they were published at; a made-up one says it is made up. */
const attributed = <T extends { fictional: boolean; url?: string | undefined }>(entry: T) => entry.fictional || entry.url !== undefined;
const attributionMessage = { message: "a real publication or auditor needs the url of what it published (or fictional: true for a made-up one)", path: ["url"] };

const quoteSchema = z
  .object({
    id: identifier.describe("Names the quote's words: message proof.quotes.{id}"),
    outlet: z.string().min(1).describe("The publication, as it writes its name (not translated)"),
    fictional: z.boolean().describe("true for an outlet made up for this site"),
    date: isoDate.describe("When it was published"),
    url: httpUrl.optional().describe("The article quoted"),
    shownOn,
  })
  .strict()
  .refine(attributed, attributionMessage);

const auditSchema = z
  .object({
    id: identifier.describe("Names what was audited: message proof.audits.{id}"),
    auditor: z.string().min(1).describe("Who audited, as they write their name"),
    fictional: z.boolean().describe("true for an auditor made up for this site"),
    date: isoDate.describe("When the report was published"),
    url: httpUrl.optional().describe("The report"),
    shownOn,
  })
  .strict()
  .refine(attributed, attributionMessage);

const openSourceSchema = z
  .object({
    id: identifier.describe("Names what is open: message proof.openSource.{id}"),
    url: httpUrl.describe("Where the code is"),
    license: z.string().min(1).describe("Its licence, by its SPDX name"),
    shownOn,
  })
  .strict();

const sourceSchema = z
  .object({
    source: messageKey.describe("Who counted or published the figure, in words (a message key)"),
    url: httpUrl.optional().describe("Where it can be read"),
    date: isoDate.describe("When the figure was counted or read"),
  })
  .strict();

/** One source for every figure of the stats section: adding a figure without its source stops the build. */
const statSourcesSchema = z.object(Object.fromEntries(statsSchema.keyof().options.map((key) => [key, sourceSchema])) as Record<keyof z.infer<typeof statsSchema>, typeof sourceSchema>).strict();

export const proofSchema = z
  .object({
    quotes: z.array(quoteSchema),
    audits: z.array(auditSchema),
    openSource: z.array(openSourceSchema),
    statSources: statSourcesSchema.describe("Where each figure of stats comes from, and when it was counted"),
  })
  .strict();

export type Proof = z.infer<typeof proofSchema>;
