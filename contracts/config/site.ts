import * as z from "zod";
import { hexColour, hostname, httpUrl, identifier, linkTarget, localeCode, routePath } from "./common.js";
import { routeDataIssues, routeDataSchema } from "./page-data.js";

export const siteInfoSchema = z
  .object({
    brand: z.string().min(1),
    baseUrl: httpUrl.describe("Public origin of the site, used in sitemap.xml and canonical links"),
    defaultLocale: localeCode,
    hosts: z
      .object({
        main: hostname,
        startPage: hostname,
        onion: hostname,
      })
      .strict(),
  })
  .strict();

export const localeSchema = z
  .object({
    code: localeCode,
    name: z.string().min(1).describe("The language's own name, shown in the language switcher"),
    dir: z.enum(["ltr", "rtl"]).default("ltr"),
  })
  .strict();

const paletteSchema = z
  .object({
    background: hexColour,
    surface: hexColour,
    text: hexColour,
    muted: hexColour,
    accent: hexColour,
    accentText: hexColour,
    border: hexColour,
    highlight: hexColour.optional().describe("A section's own colour for badges, icons and marks (Privacy Pro's purple); primary actions stay the accent"),
  })
  .strict();

export const themeSchema = z
  .object({
    extends: identifier.optional().describe("Share another theme's palettes (windows-preview uses windows)"),
    light: paletteSchema.optional(),
    dark: paletteSchema.optional(),
    darker: paletteSchema.partial().optional().describe("Changes to the dark palette for the darker variant (saved theme preference t)"),
  })
  .strict();

export const routeSchema = z
  .object({
    path: routePath,
    id: identifier.describe("Stable name of the page: message keys pages.{id}.title and pages.{id}.description"),
    template: identifier.describe("A component exported by templates/index.tsx"),
    theme: identifier,
    content: z.string().regex(/^[a-z0-9/_-]+\.md$/, "a Markdown file name like about.md").optional()
      .describe("Markdown under content/{locale}/, falling back to the default locale"),
    island: identifier.optional().describe("A React island under runtime/islands/ hydrated on this page"),
    specificPurpose: z.boolean().default(false).describe("One of the pages in the spec's 'specific purpose' list"),
    legal: z.boolean().default(false),
    data: routeDataSchema,
    collections: z
      .array(identifier)
      .optional()
      .describe("Collections whose entries the page lists (the home page's latest posts): the page is rendered again when they change"),
  })
  .strict()
  .superRefine((route, ctx) => {
    for (const issue of routeDataIssues(route.template, route.data)) ctx.addIssue(issue as z.core.$ZodRawIssue);
  });

const linkSchema = z
  .object({
    label: z.string().min(1).describe("A message key"),
    href: linkTarget,
  })
  .strict();

const footerLinkSchema = linkSchema
  .extend({ group: identifier.optional().describe("The footer column: product, company, help, legal...; its title is the message footer.groups.{group}") })
  .strict();

const socialNetworks = ["mastodon", "bluesky", "github", "reddit", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialLinkSchema = z
  .object({
    network: z.enum(socialNetworks).describe("Names the icon"),
    name: z.string().min(1).describe("The network's name, the link's text for screen readers (a brand: not translated)"),
    href: httpUrl,
  })
  .strict();

export const linksSchema = z
  .object({
    menu: z.array(linkSchema),
    action: linkSchema
      .extend({ phoneLabel: z.string().min(1).optional().describe("A message key: the button's words on phones, where the apps come first") })
      .strict()
      .optional()
      .describe("The header's one call to action, a button after the menu"),
    footer: z.array(footerLinkSchema).describe("Footer links; with group:, shown in titled columns in the order the groups first appear"),
    social: z.array(socialLinkSchema).optional().describe("The company's profiles, shown as icons in the footer"),
  })
  .strict();
