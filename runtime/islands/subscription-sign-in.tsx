import { SignInScreen } from "./subscription/account.js";
import { startIsland } from "./subscription/mount.js";

startIsland("subscription-sign-in", SignInScreen);
