import { EmailScreen } from "./subscription/email.js";
import { startIsland } from "./subscription/mount.js";

startIsland("subscription-email", EmailScreen);
