/**
 * Each test file that runs in jsdom starts on a blank page. The unit project shares one worker, and
 * with it one jsdom window, among the jsdom files of a run (vitest.config.ts): what one file left in
 * the document, its storage or its cookies would otherwise be the next file's starting point.
 */
if (typeof document !== "undefined") {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of [...document.documentElement.attributes].map((attribute) => attribute.name))
    document.documentElement.removeAttribute(name);
  // A cookie written without a path belongs to the page's folder (/en): expired on each of them.
  const folders = window.location.pathname.split("/").map((_, end, parts) => parts.slice(0, end + 1).join("/") || "/");
  const names = document.cookie.split(";").map((pair) => pair.split("=")[0]!.trim());
  for (const name of names.filter(Boolean))
    for (const folder of folders) document.cookie = `${name}=; max-age=0; path=${folder}`;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
}
