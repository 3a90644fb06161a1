import { Manage } from "./subscription/manage.js";
import { startIsland } from "./subscription/mount.js";

startIsland("subscription-manage", Manage);
