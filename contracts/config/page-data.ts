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

/** The hero illustrations templates/art/ draws. */
const artNames = ["home", "app", "mac", "windows", "pro", "duckai", "dbp", "itr"] as const;

const iconName = z.enum(iconNames);
const artName = z.enum(artNames);
/** Figures of the stats section (config/content.yaml). */
const statKey = statsSchema.keyof();
const figures = z.array(statKey).describe("Figures from the stats section, in order");
/** The store and installer links of runtime.storeLinks. */
const installPlatform = runtimeSchema.shape.storeLinks.keyof();
const installs = z.array(installPlatform);
const messageKey = z.string().regex(/^[a-z][\w.-]*$/, "a message key like product.duckai.startChat");

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
    art: artName,
    figures,
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
    art: artName,
    action: actionSchema.optional().describe("The hero's own call to action (AI chat: start chatting)"),
    subscription: z
      .enum(["hero", "section"])
      .optional()
      .describe("Where the page offers the subscription: in its hero, or in a section of its own"),
    figures: figures.optional(),
    features,
    installs: installs.optional(),
  })
  .strict();

const downloadData = z
  .object({
    art: artName,
    platform: z.enum(["mac", "windows"]).describe("The installer the page offers"),
    features,
  })
  .strict();

const articleData = z.object({ figures }).strict();

const stepSchema = z.object({ id: identifier.describe("Names the step's message landing.steps.{id}"), icon: iconName }).strict();

const landingData = z
  .object({
    art: artName,
    features: features.describe("What the subscription includes, each with its card's messages landing.features.{id}"),
    steps: z.array(stepSchema).min(1).describe("How it works, in order"),
    terms: routePath.describe("The subscription's privacy policy and terms, linked under the offer"),
  })
  .strict();

const newsletterData = z
  .object({ privacy: routePath.describe("The privacy policy the form's note links to") })
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
} as const;

type TemplateDataSchemas = typeof templateDataSchemas;
export type TemplateData = { [K in keyof TemplateDataSchemas]: z.infer<TemplateDataSchemas[K]> };
export type Feature = z.infer<typeof featureSchema>;
export type IconName = (typeof iconNames)[number];
export type ArtName = (typeof artNames)[number];
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
