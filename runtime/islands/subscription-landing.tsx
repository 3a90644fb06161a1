import { Landing } from "./subscription/landing.js";
import { startIsland } from "./subscription/mount.js";

startIsland("subscription-landing", Landing);
