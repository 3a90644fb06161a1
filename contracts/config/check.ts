import * as z from "zod";
import { CHECK_DESCRIPTIONS, checkNames, type CheckName } from "./check-names.js";
import { localeCode } from "./common.js";

export { checkNames, type CheckName } from "./check-names.js";

const severitySchema = z
  .enum(["error", "warn", "off"])
  .describe("error fails `site check` (exit 1), warn is reported without failing, off skips the check");

const severities = z
  .object(Object.fromEntries(checkNames.map((name) => [name, severitySchema.optional().describe(CHECK_DESCRIPTIONS[name])])) as Record<CheckName, z.ZodOptional<typeof severitySchema>>)
  .strict();

const kilobytes = (what: string) => z.number().positive().describe(`${what}, in KB (1 KB = 1024 bytes)`);

const budgetSchema = z
  .object({
    jsGzipKb: kilobytes("Gzipped JavaScript a page loads: its scripts plus its inline scripts"),
    configGzipKb: kilobytes("Gzipped browser config a page loads: the shared config scripts (data every page of the build shares, cached)"),
    cssGzipKb: kilobytes("Gzipped CSS a page loads"),
    htmlGzipKb: kilobytes("The page's own HTML, gzipped"),
    imageKb: kilobytes("Image files a page loads, as stored, as a phone (check.imageViewport) chooses them, the lazy ones included"),
    firstScreenImageKb: kilobytes("Image files a page fetches at once (every image not loading=\"lazy\": the first screen's), as a phone chooses them").default(60),
  })
  .strict();

/** How strict `site check` is, and the page-weight budgets it measures against. */
export const checkSchema = z
  .object({
    severity: severities.describe("Severity per check; a check left out is an error"),
    budgets: z
      .object({
        marketing: budgetSchema.describe("Pages without an island: the browser runtime only, no React"),
        island: budgetSchema.describe("Pages that hydrate a React island (routes with island:)"),
      })
      .strict()
      .optional()
      .describe("Page-weight budgets per kind of page; left out, DEFAULT_BUDGETS apply"),
    links: z
      .object({
        servedElsewhere: z
          .array(z.string().regex(/^\/[^\s]*$/, "a path on the site's host, like /downloads/"))
          .optional()
          .describe("Path prefixes on the site's own host that another server answers (downloads, say): listed with the external links, not looked for in dist/"),
      })
      .strict()
      .optional(),
    layoutShift: z
      .object({
        maxCls: z.number().min(0).describe("Cumulative Layout Shift a page may make while it loads and its runtime starts (SPEC §9 rates 0.1 or less good)"),
        viewports: z
          .array(z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).strict())
          .min(1)
          .optional()
          .describe("Windows to measure in, as a new visitor (banner and all); by default a phone's, as Lighthouse's mobile run"),
      })
      .strict()
      .optional()
      .describe("Layout shift per page, measured in Chromium on every route of the default locale; left out, DEFAULT_LAYOUT_SHIFT applies"),
    imageViewport: z
      .object({
        width: z.number().int().positive().describe("CSS pixels"),
        density: z.number().positive().describe("Device pixels per CSS pixel"),
      })
      .strict()
      .optional()
      .describe("The phone image budgets are measured for: which file of each srcset it fetches; left out, DEFAULT_IMAGE_VIEWPORT applies"),
    accessibility: z
      .object({
        otherLocale: localeCode
          .optional()
          .describe("The second language the accessibility check renders; by default the first right-to-left locale, else the first after the default"),
      })
      .strict()
      .optional(),
  })
  .strict();

/*
 * Defaults live here rather than in .default() so that a site.yaml without a check section
 * (site.yaml's schema defaults the section to { severity: {} } unparsed) still gets them.
 */
export const DEFAULT_SEVERITY: Severity = "error";

export const DEFAULT_BUDGETS: { marketing: Budget; island: Budget } = {
  marketing: { jsGzipKb: 10, configGzipKb: 4, cssGzipKb: 20, htmlGzipKb: 40, imageKb: 300, firstScreenImageKb: 60 },
  island: { jsGzipKb: 90, configGzipKb: 8, cssGzipKb: 20, htmlGzipKb: 40, imageKb: 300, firstScreenImageKb: 60 },
};

/** A 390 px phone (iPhone 12 to 16) at twice the pixels: the first screen's picture must stay under 60 KB there (issue #26). */
export const DEFAULT_IMAGE_VIEWPORT: ImageViewport = { width: 390, density: 2 };

export type ImageViewport = NonNullable<z.infer<typeof checkSchema>["imageViewport"]>;

export const DEFAULT_LAYOUT_SHIFT: Required<LayoutShiftBudget> = { maxCls: 0.1, viewports: [{ width: 412, height: 823 }] };

export type LayoutShiftBudget = NonNullable<z.infer<typeof checkSchema>["layoutShift"]>;
export type Severity = z.infer<typeof severitySchema>;
export type Budget = z.infer<typeof budgetSchema>;
