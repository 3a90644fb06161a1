import type { CatalogueEntry } from "./entry.js";

/** What `site check` reports about a built site (plus why it could not run). */
export const checkEntries = {
  "dist-missing": {
    area: "check",
    summary: "There is no built site in the folder `site check` was given.",
    why: "The check reads what `site build` wrote; there is nothing to prove.",
    fix: "Run `site build` first, or pass the folder it wrote: `site check path/to/dist`.",
  },
  "manifest-missing": {
    area: "check",
    summary: "The folder has no manifest.json.",
    why: "The manifest says which page came from which route, template and Markdown file; without it findings cannot name a file to edit.",
    fix: "Rebuild with `site build`; do not check a folder copied or edited by hand.",
  },
  "manifest-invalid": {
    area: "check",
    summary: "manifest.json is not JSON, or not the shape this version of `site check` reads.",
    why: "It was written by another version of `site`, or edited by hand.",
    fix: "Rebuild with the same version of `site` that checks it.",
  },
  "check-crashed": {
    area: "check",
    summary: "A check stopped with an unexpected error.",
    why: "The check could not finish, so it cannot say the build may ship (exit code 2).",
    fix: "Read the message; when it names Chromium, install it or run with `--skip-browser`.",
  },
  "page-load-failed": {
    area: "check",
    summary: "Chromium could not load a page for the browser checks.",
    why: "The accessibility and CSP checks of that page did not run.",
    fix: "Open the page with `site dev` and look for what keeps it from loading (a script that never finishes, a redirect loop).",
  },
  "broken-link": {
    area: "links",
    summary: "A link, image, script or stylesheet on a page leads to a file that is not in the build.",
    why: "Visitors would get a 404, or the page would miss a resource.",
    fix: "Correct the URL in the file named (the Markdown when the link is written there, otherwise the template), or add the route.",
  },
  "missing-fragment": {
    area: "links",
    summary: "A link points at a #fragment that the target page has no element for.",
    why: "The browser would open the page at the top instead of the section meant.",
    fix: "Link to an id the page has (headings get ids from their text), or add the id.",
  },
  "cross-locale-link": {
    area: "links",
    summary: "A page links to another locale's page outside the language switcher.",
    why: "Visitors should stay in their language; only the switcher ([data-language-switcher]) may lead elsewhere.",
    fix: "Link with `href(path)` without a locale, or put the link inside the language switcher.",
  },
  "broken-css-url": {
    area: "links",
    summary: "A `url()` in a built stylesheet leads to a file that is not in the build.",
    why: "The image or font would fail to load on every page.",
    fix: "Correct the path in templates/styles/, relative to the stylesheet, or add the file under public/.",
  },
  "broken-external-link": {
    area: "links",
    summary: "An external link answered with an error or not at all (only with `--external`).",
    why: "Visitors following it would reach an error page.",
    fix: "Update or remove the link.",
  },
  "site/require-h1": {
    area: "html",
    summary: "A page has no <h1>.",
    why: "The h1 names what the page is about for screen readers, search engines and the outline.",
    fix: "Give the template one <h1>.",
  },
  "site/require-meta-description": {
    area: "html",
    summary: 'A page has no <meta name="description"> with text.',
    why: "Search engines and link previews show it.",
    fix: "Add `pages.{id}.description` to locales/en.yaml, or `description:` to the page's front matter.",
  },
  "site/input-combobox": {
    area: "html",
    summary: 'An <input> has role="combobox" or aria-expanded where ARIA in HTML does not allow it.',
    why: 'Screen readers announce a combobox only on a text field (type="text", or a type with a list attribute) that says whether its list is open; elsewhere the role or aria-expanded is wrong or ignored, and the Nu checker rejects it.',
    fix: 'Use <input type="text" role="combobox" aria-expanded="false"> for a field with suggestions, and drop aria-expanded from plain text fields.',
  },
  "over-budget-js": {
    area: "budgets",
    summary: "A page loads more JavaScript (gzipped) than the budget of its kind.",
    why: "Marketing pages must stay light; islands have a budget of their own.",
    fix: "Make the code named smaller, load it lazily, or raise `check.budgets` in config/check.yaml only if the weight is worth it.",
  },
  "over-budget-config": {
    area: "budgets",
    summary:
      "The browser config a page loads (the shared config scripts, gzipped) is larger than the budget of its kind.",
    why: "Every page loads it before first paint, though the browser caches it after the first page.",
    fix: "Move values the browser never reads out of the runtime, services or subscription sections, or raise `check.budgets` only if the weight is worth it.",
  },
  "over-budget-css": {
    area: "budgets",
    summary: "A page loads more CSS (gzipped) than the budget of its kind.",
    why: "CSS blocks the first paint of every page.",
    fix: "Remove unused rules from templates/styles/, or raise `check.budgets` only if the weight is worth it.",
  },
  "over-budget-html": {
    area: "budgets",
    summary: "A page's HTML (gzipped) is larger than the budget of its kind.",
    why: "Large documents are slow on slow connections.",
    fix: "Shorten the page or its Markdown, or raise `check.budgets` only if the weight is worth it.",
  },
  "over-budget-images": {
    area: "budgets",
    summary:
      "The images a page loads, as a phone (check.imageViewport) chooses them from each srcset, weigh more than the budget of its kind.",
    why: "Images are most of a page's weight on mobile connections.",
    fix: "Compress the images or use SVG, or raise `check.budgets` only if the weight is worth it.",
  },
  "over-budget-first-image": {
    area: "budgets",
    summary:
      'The images a page fetches at once (every image not loading="lazy") weigh more, as a phone chooses them, than the first-screen budget.',
    why: "They compete with the page itself for the first seconds on a phone: the largest of them is usually what Lighthouse times as the Largest Contentful Paint.",
    fix: "Give the picture a `sizes` that says how wide it is shown, so phones take a narrower file; lower images.quality or make the source simpler; mark pictures below the first screen lazy (leave out `priority`); raise `check.budgets.*.firstScreenImageKb` only if the weight is worth it.",
  },
  "site/img-size": {
    area: "html",
    summary: "An <img> has no width or height attribute.",
    why: "Without them the browser cannot keep the image's room before it loads: the page moves when it arrives (layout shift).",
    fix: "Show pictures with <Picture> (templates) or a Markdown image under images/, which give both; for another image, write its intrinsic width and height.",
  },
  "share-preview-missing": {
    area: "html",
    summary:
      "A page lacks an Open Graph or X (Twitter) tag a link preview reads, or its share image is not an absolute URL of a file the build wrote.",
    why: "A link to the page posted anywhere would preview as bare text, or with a broken picture.",
    fix: "The build writes these tags on every page (cli/build/render/share.ts); rebuild with `site build`. With images.sharePreviews on, every page also needs its og:image.",
  },
  "over-budget-cls": {
    area: "budgets",
    summary: "Content moved after first paint: the page's Cumulative Layout Shift is over the budget.",
    why: "A visitor who starts reading or reaches for a button loses their place, or taps the wrong thing, when the page moves under them.",
    fix: "Reserve the space of whatever appears late: width and height on images, a fixed place or an overlay for what the runtime inserts. The finding names the elements that moved.",
  },
  "headers-missing": {
    area: "security",
    summary: "The build has no _headers file.",
    why: "The site would be served without its Content-Security-Policy and other security headers.",
    fix: "Rebuild with `site build`, which writes _headers.",
  },
  "csp-missing": {
    area: "security",
    summary: "No Content-Security-Policy in _headers applies to a page.",
    why: "That page would run any script injected into it.",
    fix: "Add a rule for the page's path to _headers (the build writes one for /*).",
  },
  "inline-script-blocked": {
    area: "security",
    summary: "A page has an inline script whose hash the CSP does not list.",
    why: "Browsers will not run it under the site's CSP.",
    fix: "Move the code into runtime/, or rebuild so that the build's own inline scripts are hashed.",
  },
  "inline-style-blocked": {
    area: "security",
    summary: "A page has a <style> element or a style= attribute, which the CSP forbids.",
    why: "Browsers ignore inline style under the site's CSP, so the page would look different than meant.",
    fix: "Use a class from templates/styles/.",
  },
  "inline-event-handler": {
    area: "security",
    summary: "A page has an inline event handler (onclick= and the like).",
    why: "The CSP blocks it, so it would never run.",
    fix: "Bind events in runtime/ code instead.",
  },
  "javascript-url": {
    area: "security",
    summary: "A page has a javascript: URL.",
    why: "The CSP blocks it, so it would never run.",
    fix: "Use a button and bind its click in runtime/ code.",
  },
  "third-party-script-without-integrity": {
    area: "security",
    summary: "A page loads a script from another host without an integrity= hash.",
    why: "Whoever controls that host could change what runs on the site.",
    fix: 'Add integrity="sha384-..." and crossorigin, or host the script in runtime/.',
  },
  "weak-csp": {
    area: "security",
    summary:
      "The CSP's script-src allows 'unsafe-inline', 'unsafe-eval', * or data: (or there is no script-src at all).",
    why: "Those let injected scripts run, which the CSP exists to prevent.",
    fix: "Rebuild with `site build`, whose CSP allows scripts only from the site and inline scripts only by hash.",
  },
  "csp-violation": {
    area: "security",
    summary: "Chromium blocked something on a page under the CSP of _headers.",
    why: "The page (or code it loads) does something its Content-Security-Policy forbids, so that part does not work in production.",
    fix: "Change the code, or the CSP the build writes.",
  },
  "missing-page": {
    area: "locales",
    summary: "A route has no page in some locale, or the manifest names a file that is not in the build.",
    why: "Every route is built in every locale; a missing one is a 404 in that language.",
    fix: "Rebuild with `site build`.",
  },
  "missing-site-file": {
    area: "locales",
    summary: "A file every build writes (the language chooser, a 404 page, robots.txt) is missing.",
    why: "Hosts and visitors expect them at those paths.",
    fix: "Rebuild with `site build`.",
  },
  "wrong-lang": {
    area: "locales",
    summary: "A page's <html lang> is not its locale.",
    why: "Screen readers pick their voice and browsers their hyphenation from it.",
    fix: "Rebuild; if it persists, the template overrides lang.",
  },
  "wrong-dir": {
    area: "locales",
    summary: "A page's <html dir> does not match its locale's writing direction.",
    why: "Right-to-left languages would be laid out left to right.",
    fix: "Set `dir: rtl` on the locale in site.yaml, and rebuild.",
  },
  "missing-alternate": {
    area: "locales",
    summary: "A page does not name one of its route's other locales as an alternate.",
    why: "Search engines use the alternates to send visitors to their language.",
    fix: "Rebuild; the build writes an alternate for every locale.",
  },
  "wrong-alternate": {
    area: "locales",
    summary: "A page names the wrong URL as its alternate in some locale.",
    why: "Search engines would send visitors of that language to the wrong page.",
    fix: "Rebuild; if it persists, a template writes its own alternates.",
  },
  "wrong-canonical": {
    area: "locales",
    summary: "A page's canonical link is missing or points elsewhere.",
    why: "Search engines would list another URL for it, or none.",
    fix: "Rebuild; if it persists, a template writes its own canonical link.",
  },
  "asymmetric-alternate": {
    area: "locales",
    summary: "Two pages do not name each other as alternates.",
    why: "Search engines ignore alternates that are not confirmed from the other side.",
    fix: "Rebuild, so that every locale's page lists every other.",
  },
  "sitemap-missing": {
    area: "locales",
    summary: "The build has no sitemap.xml.",
    why: "Search engines read it to find every page and its alternates.",
    fix: "Rebuild with `site build`.",
  },
  "sitemap-missing-page": {
    area: "locales",
    summary: "sitemap.xml does not list a page of the build.",
    why: "Search engines may never find that page.",
    fix: "Rebuild with `site build`.",
  },
  "sitemap-duplicate": {
    area: "locales",
    summary: "sitemap.xml lists a page more than once.",
    why: "Search engines report duplicate entries as errors.",
    fix: "Rebuild with `site build`.",
  },
  "sitemap-unknown-page": {
    area: "locales",
    summary: "sitemap.xml lists a URL that is not a page of the build.",
    why: "Search engines would crawl a page that answers 404.",
    fix: "Rebuild with `site build`.",
  },
} as const satisfies Record<string, CatalogueEntry>;
