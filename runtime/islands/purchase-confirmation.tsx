import { startIsland } from "./subscription/mount.js";
import { Welcome } from "./subscription/welcome.js";

startIsland("purchase-confirmation", Welcome);
