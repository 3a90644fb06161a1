import type { CatalogueEntry } from "./entry.js";

/** Problems found while bundling and rendering: templates, islands, experiments, output files. */
export const buildEntries = {
  "templates-missing": {
    area: "templates",
    summary: "templates/index.tsx does not exist.",
    why: "It is the one entry the build compiles to find a component for every template name.",
    fix: "Create templates/index.tsx exporting `templates`, one component per template name in site.yaml plus `not-found`.",
  },
  "templates-export": {
    area: "templates",
    summary: "templates/index.tsx does not export `templates`.",
    why: "The build looks up each route's component by name in that object.",
    fix: "Export `templates` from templates/index.tsx: an object of components keyed by template name.",
  },
  "template-assets": {
    area: "templates",
    summary: "templates/index.tsx exports `assets` that are not files under assets/ with text contents.",
    why: "The build writes each entry of `assets` to dist/ as it is named; a name outside assets/ could overwrite a page.",
    fix: "Export `assets` as an object of file paths like assets/icons-AB12CD34.svg to their text, or leave it out.",
  },
  "template-compile": {
    area: "templates",
    summary: "esbuild could not compile the templates.",
    why: "A syntax or type-level import error in a .tsx file stops the templates module from being built at all.",
    fix: "Fix the code at the file and line esbuild names; esbuild's own note is the hint.",
  },
  "unknown-template": {
    area: "templates",
    summary:
      "A route names a template that templates/index.tsx does not export, or the `not-found` template is missing.",
    why: "The page could not be rendered; `not-found` renders the 404 pages, which every site has.",
    fix: "Use one of the template names the hint lists, or export the component from templates/index.tsx.",
  },
  "render-failed": {
    area: "templates",
    summary: "A template threw an exception while a page was rendered.",
    why: "A page that cannot be rendered cannot be written; the previous output is kept.",
    fix: "Read the message (it comes from the template, and names the page, template and locale) and fix the component; `--verbose` prints the template's stack, and `site dev` shows the same error over the page.",
  },
  "write-failed": {
    area: "outputs",
    summary: "A built page could not be written to disk.",
    why: "The output folder is not writable, or the disk is full; the previous output is kept.",
    fix: "Check the output folder's permissions and the free space on its disk, then build again.",
  },
  "internal-error": {
    area: "outputs",
    summary: "`site` itself failed: a stage crashed, or a build thread could not be started or handed its data.",
    why: "This is a bug in `site`, not in the site's files; the build stops and the previous output is kept.",
    fix: "Report it with the command you ran, its output with `--verbose` (which adds the stack), `node --version`, the operating system and `site --version`. Meanwhile `--workers 1` may get past a thread problem.",
  },
  "templates-unreadable": {
    area: "templates",
    summary:
      "`site check` could not compile templates/index.tsx, so it did not compare route templates with the exported ones.",
    why: "The check of the built pages goes on; only this comparison is skipped, as a warning.",
    fix: "Run `site build` to see the compile error.",
  },
  "island-missing": {
    area: "islands",
    summary: "A route names an island whose entry runtime/islands/{name}.tsx does not exist.",
    why: "The page would load a script that was never bundled, and its interactive part would never start.",
    fix: "Create the island component, or remove `island:` from the route.",
  },
  bundle: {
    area: "islands",
    summary: "esbuild could not bundle the browser code (runtime/ or the stylesheet).",
    why: "Every page loads these bundles; without them no page can be written.",
    fix: "Fix the code at the file and line esbuild names; esbuild's own note is the hint.",
  },
  "duplicate-experiment": {
    area: "experiments",
    summary: "Two experiments under `runtime.experiments` have the same name.",
    why: "The name is the key of `?exp_{name}` and of the stored assignment, so the two would overwrite each other.",
    fix: "Rename one of them, or merge them.",
  },
  "duplicate-variant": {
    area: "experiments",
    summary: "An experiment lists a variant twice.",
    why: "The random draw would favour the repeated variant, and the assignment could not tell the two apart.",
    fix: "List each variant once.",
  },
  "unassignable-experiment": {
    area: "experiments",
    summary: "An experiment has neither an `allocation` nor `assignment: backend`.",
    why: "No visitor would ever be given a variant, so the experiment would never run.",
    fix: "Add `allocation:` (the share of visitors, 0 to 1) or `assignment: backend`.",
  },
  "unknown-experiment": {
    area: "experiments",
    summary: "A template shows content for an experiment (`data-exp-show`) that `runtime.experiments` does not define.",
    why: "The generated CSS hides variant content until the boot script assigns it, so that content would never show.",
    fix: "Use the name of a defined experiment, or define it in config/runtime.yaml.",
  },
  "unknown-variant": {
    area: "experiments",
    summary: "A template shows content for a variant (`data-exp-show`) that its experiment does not have.",
    why: "No visitor is ever assigned that variant, so the content would never show.",
    fix: "Use one of the variants the hint lists, or add the variant to the experiment.",
  },
  "image-missing": {
    area: "templates",
    summary: "A template's <Picture> or a Markdown image names a picture that is not under images/.",
    why: "The page would show a broken image; pictures are made from the PNG and JPEG files under images/ at the repository's root.",
    fix: "Add the picture under images/ (PNG or JPEG), or correct the path at the file and line named; in Markdown write ![what it shows](/images/folder/name.png).",
  },
  "image-too-large": {
    area: "templates",
    summary:
      "A source picture under images/ is larger than `images.maxSourceKb` or longer than `images.maxSourcePixels` on a side.",
    why: "Every source is committed and encoded at every width on a cold build; a huge one bloats the repository and slows every build without looking better on any screen.",
    fix: "Export it at the size the site shows it, twice over (a 560 px picture: 1120 px wide), or raise the limits in config/images.yaml if a picture truly needs more.",
  },
  "image-unreadable": {
    area: "templates",
    summary: "A file under images/ is not a PNG or JPEG the build can read.",
    why: "Pictures are encoded from their sources; a damaged file or another format gives nothing to encode.",
    fix: "Save the picture again as PNG (screens, drawings, transparency) or JPEG (photographs); put other files (SVG, icons) in public/.",
  },
  "share-image-failed": {
    area: "outputs",
    summary: "A page's share-preview image could not be drawn.",
    why: "Share previews are made with the fonts the CLI installs (the @expo-google-fonts packages); without them every link to the page would preview without its picture.",
    fix: "Run `npm install` so the font packages are there, or set `images.sharePreviews: false` in config/images.yaml to build without share images.",
  },
  "duplicate-output": {
    area: "outputs",
    summary: "Two outputs of the build are written to the same file.",
    why: "The second would silently replace the first.",
    fix: "Give each route its own path in site.yaml; for a manifest written by hand, rebuild with `site build`.",
  },
} as const satisfies Record<string, CatalogueEntry>;
