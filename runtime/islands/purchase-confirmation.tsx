import { readIslandConfig } from "../core/site-config.js";
import { browserDeps, mountPurchaseConfirmation } from "./purchase-confirmation-mount.js";

const config = readIslandConfig(document);
if (config) mountPurchaseConfirmation(browserDeps(window, config));
