import { afterFirstPaint, browserPaintWatch } from "../core/after-first-paint.js";

// The offer is on a marketing page whose words and plans are in the HTML already: its code and
// React load once they have been painted (the other islands are their page's content, and start
// at once). One module, so the offer's code stays one file.
afterFirstPaint(() => void import("./subscription/start-landing.js"), browserPaintWatch(window));
