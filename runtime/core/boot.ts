import { bootPage } from "./boot-page.js";
import { readSiteConfig } from "./site-config.js";

bootPage(window, readSiteConfig(document));
