import { stagesOver } from "../runner.js";
import type { BuildContext, BuildValues } from "../types.js";

/** Declares a stage of the build: its name, what it needs, what it produces, its cache, and its work. */
export const defineStage = stagesOver<BuildValues, BuildContext>();
