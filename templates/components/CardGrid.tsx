import type { ReactNode } from "react";

/**
 * A list of cards laid out for how many there are, so no row ends with a lone card: the grid
 * class names the count, and the stylesheet picks columns that divide it (5 cards: 3 + 2 at
 * desktop, never 4 + 1). The runtime may reorder the cards, but never changes their number.
 */
export function CardGrid({
  count,
  id,
  children,
  ...rest
}: {
  count: number;
  id?: string;
  children: ReactNode;
  "data-cta-list"?: boolean;
}) {
  return (
    <ul className={`card-grid card-grid--${Math.min(count, 7)}`} id={id} {...rest}>
      {children}
    </ul>
  );
}
