import * as z from "zod";
import { linksSchema, localeSchema, routeSchema, siteInfoSchema, themeSchema } from "./site.js";
import { companySchema, picturesSchema, settingsSchema, statsSchema } from "./content.js";
import { bangsSchema, donationsSchema, jobsSchema, releaseNotesSchema } from "./listings.js";
import { runtimeSchema } from "./runtime.js";
import { servicesSchema } from "./services.js";
import { subscriptionSchema } from "./subscription.js";
import { checkSchema } from "./check.js";
import { proofSchema } from "./proof.js";
import { collectionsSchema } from "./collections.js";
import { imagesSchema } from "./images.js";

/**
 * site.yaml, after its `include:` files are merged in. Each section lives in its own module
 * under schema/ and, in the repository's site, in its own YAML file under config/.
 */
export const siteConfigSchema = z
  .object({
    site: siteInfoSchema,
    locales: z.array(localeSchema).min(1),
    themes: z.record(z.string(), themeSchema),
    routes: z.array(routeSchema).min(1),
    links: linksSchema,
    stats: statsSchema,
    settings: settingsSchema,
    company: companySchema.optional(),
    pictures: picturesSchema.optional(),
    proof: proofSchema.optional(),
    bangs: bangsSchema.optional(),
    releaseNotes: releaseNotesSchema.optional(),
    jobs: jobsSchema.optional(),
    donations: donationsSchema.optional(),
    runtime: runtimeSchema,
    services: servicesSchema,
    subscription: subscriptionSchema,
    check: checkSchema.default({ severity: {} }),
    collections: collectionsSchema.default({}).describe("Folders of Markdown entries, each a section with list, tag and entry pages and feeds"),
    images: imagesSchema.prefault({}),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteInfo = SiteConfig["site"];
export type Locale = SiteConfig["locales"][number];
type Theme = SiteConfig["themes"][string];
export type Palette = NonNullable<Theme["light"]>;
export type Route = SiteConfig["routes"][number];
export type Link = SiteConfig["links"]["menu"][number];
export type RuntimeConfig = SiteConfig["runtime"];
export type Experiment = RuntimeConfig["experiments"][number];
export type ServicesConfig = SiteConfig["services"];
export type SubscriptionConfig = SiteConfig["subscription"];
export type ImagesConfig = SiteConfig["images"];
