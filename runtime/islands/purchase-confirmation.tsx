import { readSiteConfig } from "../core/site-config.js";
import { browserDeps, mountPurchaseConfirmation } from "./purchase-confirmation-mount.js";

const config = readSiteConfig(document);
if (config) mountPurchaseConfirmation(browserDeps(window, config));
