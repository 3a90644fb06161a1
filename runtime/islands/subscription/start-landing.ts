import { Landing } from "./landing.js";
import { startIsland } from "./mount.js";

startIsland("subscription-landing", Landing);
