import type { ReactNode } from "react";
import type { RuntimeConfig } from "../../contracts/config/index.js";

interface ExperimentVariantProps {
  runtime: RuntimeConfig;
  name: string;
  variant: string;
  className?: string;
  children: ReactNode;
}

/**
 * Content shown only to visitors assigned `name:variant`. The build's CSS hides every
 * [data-exp-show] until the boot script marks <html> with the assignment. Renders nothing when
 * site.yaml does not (or no longer) declare the variant, so retiring an experiment is a config edit.
 */
export function ExperimentVariant({ runtime, name, variant, className, children }: ExperimentVariantProps) {
  const experiment = runtime.experiments.find((candidate) => candidate.name === name);
  if (!experiment?.variants.includes(variant)) return null;
  return (
    <div className={className} data-exp-show={`${name}:${variant}`}>
      {children}
    </div>
  );
}
