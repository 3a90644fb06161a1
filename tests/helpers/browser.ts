/** The tests drive the Chromium `site check` launches, with its flags: no calls home, only loopback hosts. */
export { launchChromium } from "../../cli/check/browser/launch.js";
