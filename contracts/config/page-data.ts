import * as z from "zod";
import { APP_STORES } from "../values.js";
import { identifier, linkTarget, routePath } from "./common.js";
import { statsSchema } from "./content.js";
import { ctaIds, runtimeSchema } from "./runtime.js";

/**
 * What a page shows besides its words: the `data:` of its route in site.yaml, whose shape depends
 * on the route's template. It is checked when site.yaml loads, so a page that names an icon,
 * a figure or a platform that does not exist stops the build with the file, line and column.
 */

/** The icons templates/components/Icon.tsx draws (one per feature card). */
const iconNames = [
  "search", "shield", "fire", "mail", "sync", "import", "download", "chat", "lock", "eye-off", "globe", "browser", "puzzle",
  "phone", "tablet", "radar", "trash", "gift", "advisor", "bank", "key", "sparkle",
] as const;

/**
 * The product pictures scripts/draw-product-pictures.mjs draws, light and dark, into
 * images/product/{language}/{name}-{scheme}.png (a test keeps the two lists equal).
 */
export const pictureNames = ["browser-mac", "browser-windows", "devices", "vpn", "duckai", "dbp", "itr"] as const;

const iconName = z.enum(iconNames);
const pictureName = z.enum(pictureNames);
/** Figures of the stats section (config/content.yaml). */
const statKey = statsSchema.keyof();
const figures = z.array(statKey).describe("Figures from the stats section, in order");
/** The store and installer links of runtime.storeLinks. */
const installPlatform = runtimeSchema.shape.storeLinks.keyof();
const installs = z.array(installPlatform);
const messageKey = z.string().regex(/^[a-z][\w.-]*$/, "a message key like product.duckai.startChat");

/** Questions a page answers, in order: messages faq.{page id}.{id}.q and .a; with route, .link leads on. */
const faqSchema = z
  .array(z.object({ id: identifier.describe("Names the question's messages faq.{page id}.{id}.q|a|link"), route: routePath.optional().describe("A page of this site that answers further") }).strict())
  .min(2)
  .describe("The page's frequently asked questions, shown as a list that opens one answer at a time, with FAQPage structured data");

/** A picture beside words of its own: messages showcase.{id}.title|body|link. */
const showcaseSchema = z
  .array(z.object({ id: identifier, picture: pictureName, route: routePath.optional() }).strict())
  .min(1)
  .describe("Product pictures, each beside its own heading and words, alternating sides");

const proofFlag = z.boolean().describe("Show the proof section: the quotes, audits and open source of config/proof.yaml whose shownOn names this route, and the app store ratings");

const featureSchema = z
  .object({
    id: identifier.describe("Names the card's messages: {prefix}.{id}.title, .body and, with route, .link"),
    icon: iconName,
    route: routePath.optional().describe("A page of this site that tells more"),
  })
  .strict();

const features = z.array(featureSchema).min(1);

const actionSchema = z
  .object({
    label: messageKey.describe("Message key of the button text"),
    href: linkTarget,
  })
  .strict();

/** A call to action with a card of its own: install links (the first is its main action), a page that explains, or store badges (ctaBadgeSchema). */
const ctaCardSchema = z
  .object({ icon: iconName, installs: installs.min(1).optional(), href: linkTarget.optional() })
  .strict()
  .refine((offer) => offer.installs === undefined || offer.href === undefined, "installs or href, not both");

/**
 * A call to action shown as a store badge inside another's card (the iOS and Android apps inside
 * the mobile card). The runtime still orders it by its own id among the card's badges.
 */
const ctaBadgeSchema = z
  .object({
    partOf: z.enum(ctaIds).describe("The call to action whose card shows this badge"),
    install: z.enum(APP_STORES).describe("The app store the badge leads to"),
  })
  .strict();

type CtaId = (typeof ctaIds)[number];
type CtaOffer = z.infer<typeof ctaCardSchema> | z.infer<typeof ctaBadgeSchema>;

const homeData = z
  .object({
    picture: pictureName.describe("The hero's product picture"),
    figures,
    showcase: showcaseSchema.optional(),
    proof: proofFlag.optional(),
    features,
    aiChat: routePath.describe("Where the AI chat promos of the duckaiuninstalledhomev2 experiment lead"),
    callsToAction: z
      .record(z.enum(ctaIds), z.union([ctaCardSchema, ctaBadgeSchema]))
      .superRefine((offers, ctx) => {
        const entries = Object.entries(offers) as [CtaId, CtaOffer][];
        for (const [id, offer] of entries) {
          if ("partOf" in offer) {
            const card = offers[offer.partOf];
            if (!card || "partOf" in card) ctx.addIssue({ code: "custom", path: [id, "partOf"], message: `"${offer.partOf}" is not a card: a store badge goes inside a call to action that has its own card`, input: offer.partOf });
          } else if (!offer.installs && !offer.href && !entries.some(([, other]) => "partOf" in other && other.partOf === id)) {
            ctx.addIssue({ code: "custom", path: [id], message: "this card offers nothing: give it installs, an href, or store badges (partOf it)" });
          }
        }
      })
      .describe("What each call to action of runtime.cta offers: a card with store links or a page that explains, or a store badge inside another card"),
  })
  .strict();

const productData = z
  .object({
    picture: pictureName.describe("The hero's product picture"),
    action: actionSchema.optional().describe("The hero's own call to action (AI chat: start chatting)"),
    subscription: z
      .enum(["hero", "section"])
      .optional()
      .describe("Where the page offers the subscription: in its hero, or in a section of its own"),
    figures: figures.optional(),
    features,
    installs: installs.optional(),
    showcase: showcaseSchema.optional(),
    proof: proofFlag.optional(),
    faq: faqSchema.optional(),
    models: z
      .array(z.object({ name: z.string().min(1), pro: z.boolean().default(false).describe("Only for Privacy Pro subscribers") }).strict())
      .min(1)
      .optional()
      .describe("The AI chat models on offer, by their makers' names (the FAQ lists them)"),
  })
  .strict();

const downloadData = z
  .object({
    picture: pictureName.describe("The hero's product picture"),
    platform: z.enum(["mac", "windows"]).describe("The installer the page offers"),
    features: features.describe("Cards with messages desktop.features.{id}.title|body"),
    showcase: showcaseSchema.optional(),
    proof: proofFlag.optional(),
    faq: faqSchema.optional(),
    requirements: z.array(identifier).min(1).describe("System requirements beside the operating system: messages desktop.requirements.{id}"),
    otherPlatforms: z
      .object({ routes: z.array(routePath).describe("Other download pages (messages desktop.other.{route's page id})"), installs })
      .strict()
      .describe("Where else the browser runs: the other desktop pages and the app stores"),
  })
  .strict();

const articleData = z.object({ figures }).strict();

const stepSchema = z.object({ id: identifier.describe("Names the step's message landing.steps.{id}"), icon: iconName }).strict();

const landingFeatureSchema = featureSchema.extend({ picture: pictureName.optional().describe("Its product picture, shown beside its words") }).strict();

const landingData = z
  .object({
    features: z.array(landingFeatureSchema).min(1).describe("What the subscription includes, each with its card's messages landing.features.{id}"),
    steps: z.array(stepSchema).min(1).describe("How it works, in order"),
    terms: routePath.describe("The subscription's privacy policy and terms, linked under the offer"),
    offer: z
      .object({
        devices: z.number().int().positive().describe("Devices one subscription may be used on at once"),
        refundDays: z.number().int().nonnegative().describe("Days after a payment in which it is refunded in full on request"),
      })
      .strict()
      .describe("The terms the offer states beside its price (the countries are runtime.countries)"),
    compare: z
      .array(z.object({ id: identifier.describe("Names the row: message plans.rows.{id}"), free: z.boolean().describe("Included without a subscription") }).strict())
      .min(1)
      .optional()
      .describe("What is free and what Privacy Pro adds, as a table of rows (every row is in Privacy Pro)"),
    proof: proofFlag.optional(),
    faq: faqSchema.optional(),
  })
  .strict();

const newsletterData = z
  .object({ privacy: routePath.describe("The privacy policy the form's note links to") })
  .strict();

const protection = z.enum(["yes", "partial", "no"]).describe("yes: protects you by default; partial: in part, or only once set up; no: does not");

/**
 * /compare-privacy: browsers side by side, a row per protection. Every cell answers "does it
 * protect you here, as installed?", so a check always means the same thing. Browsers are named by
 * their makers' names (not translated); what was checked, and when, is stated on the page.
 */
const compareData = z
  .object({
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-01-31").describe("When the other browsers were last checked, each as installed, with its default settings"),
    browsers: z
      .array(z.object({ id: identifier, name: z.string().min(1), ours: z.boolean().default(false) }).strict())
      .min(2)
      .describe("The columns, ours first"),
    rows: z
      .array(z.object({ id: identifier.describe("Names the row: messages compare.rows.{id}.title|body"), cells: z.record(identifier, protection) }).strict())
      .min(1),
  })
  .strict()
  .superRefine((data, ctx) => {
    data.rows.forEach((row, index) => {
      for (const browser of data.browsers) {
        if (!row.cells[browser.id]) ctx.addIssue({ code: "custom", path: ["rows", index, "cells"], message: `no answer for ${browser.id}` });
      }
      for (const id of Object.keys(row.cells)) {
        if (!data.browsers.some((browser) => browser.id === id)) ctx.addIssue({ code: "custom", path: ["rows", index, "cells", id], message: `"${id}" is not one of the browsers` });
      }
    });
  });

const bangsData = z
  .object({
    popular: z.array(z.string().regex(/^[a-z0-9]+$/, "a bang's trigger without its !, like w")).min(1).describe("The most-used bangs, most used first, shown before the full list"),
  })
  .strict();

/** Templates that take data, with its shape; a template not listed takes none. */
export const templateDataSchemas = {
  home: homeData,
  product: productData,
  download: downloadData,
  article: articleData.optional(),
  jobs: articleData.optional(),
  newsletter: newsletterData,
  landing: landingData,
  compare: compareData,
  bangs: bangsData.optional(),
} as const;

type TemplateDataSchemas = typeof templateDataSchemas;
export type TemplateData = { [K in keyof TemplateDataSchemas]: z.infer<TemplateDataSchemas[K]> };
export type Feature = z.infer<typeof featureSchema>;
export type IconName = (typeof iconNames)[number];
export type PictureName = (typeof pictureNames)[number];
export type Faq = z.infer<typeof faqSchema>;
export type Protection = z.infer<typeof protection>;
export type Showcase = z.infer<typeof showcaseSchema>;
export type StatKey = z.infer<typeof statKey>;
export type CtaCard = z.infer<typeof ctaCardSchema>;
export type CtaBadge = z.infer<typeof ctaBadgeSchema>;
export type AppStore = (typeof APP_STORES)[number];

/** Route data as written: its shape is checked against the template by `checkRouteData`. */
export const routeDataSchema = z
  .record(z.string(), z.unknown())
  .optional()
  .describe("What the page shows besides its words; the shape depends on the template (contracts/config/page-data.ts)");

/**
 * Issues of a route's data against its template's schema, with paths from the route. A route
 * without data is left to its template: other sites (the test fixtures) have their own templates
 * under these names, and only this site's templates know they need data.
 */
export function routeDataIssues(template: string, data: unknown): z.core.$ZodIssue[] {
  if (data === undefined) return [];
  const schema = (templateDataSchemas as Record<string, z.ZodType>)[template];
  if (!schema) return [{ code: "custom", path: ["data"], message: `the ${template} template takes no data`, input: data } as z.core.$ZodIssue];
  const result = schema.safeParse(data, { reportInput: true });
  return result.success ? [] : result.error.issues.map((issue) => ({ ...issue, path: ["data", ...issue.path] }));
}
