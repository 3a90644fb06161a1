import { Fragment, type ReactNode } from "react";
import { messageParts } from "../../contracts/message-parts.js";

interface MessageProps {
  /** The catalogue lookup, given a mark for each of `values`. */
  format: (marks: Record<string, string>) => string;
  values: Readonly<Record<string, ReactNode>>;
}

/** A catalogue message with elements among its values, such as a price in <bdi>. */
export function Message({ format, values }: MessageProps) {
  return (
    <>
      {messageParts(format, values).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move: their place is their identity
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
