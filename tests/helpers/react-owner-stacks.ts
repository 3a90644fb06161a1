import * as React from "react";

/**
 * React's development build records an owner stack for each element it creates (an Error and a
 * console task per element, the first 10,000 of every render): a tenth of the unit tests' CPU,
 * which render 1,300 whole pages. Its counter is held at the limit here, so the elements share
 * one placeholder stack; React's warnings still fire, without the owner's stack.
 */
const internals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && "recentlyCreatedOwnerStacks" in internals)
  Object.defineProperty(internals, "recentlyCreatedOwnerStacks", {
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
