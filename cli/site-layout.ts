/**
 * Where things are in a site's folder (docs/CONTRACTS.md): the one place the CLI names them. No
 * imports, so the config loader and the rules can name a path without loading the bundler.
 */
export const SITE_FILE = "site.yaml";
export const CONTENT_DIR = "content";
export const LOCALES_DIR = "locales";
/** Each language's glossary, {code}.md, which `site i18n status` checks translations against. */
export const GLOSSARY_DIR = "docs/i18n/glossary";
/** The product-name policy, with the names that stay the same in every language. */
export const PRODUCT_NAMES_FILE = "docs/i18n/product-names.md";
export const PUBLIC_DIR = "public";
/** Source pictures (PNG, JPEG) that the build makes responsive AVIF, WebP and fallback files of. */
export const IMAGES_DIR = "images";
export const TEMPLATES_ENTRY = "templates/index.tsx";
export const TEMPLATE_PAGES_DIR = "templates/pages";
export const STYLES_ENTRY = "templates/styles/site.css";
export const BOOT_ENTRY = "runtime/core/boot.ts";
export const MAIN_ENTRY = "runtime/core/main.ts";
/** Intl polyfills and per-language data (SPEC §7), imported by main only in browsers that lack them. */
export const INTL_POLYFILL_ENTRY = "runtime/core/intl-polyfill.ts";
export const islandEntry = (name: string) => `runtime/islands/${name}.tsx`;
/** Compiled templates, esbuild's scratch output and `site dev`'s pages. */
export const CACHE_DIR = ".site-cache";
