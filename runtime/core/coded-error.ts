/** An Error carrying a stable code (and any data); a plain Error keeps the bundles free of class helpers. */
export type CodedError<C extends string, D = object> = Error & { code: C } & D;

export function codedError<C extends string, D extends object = object>(
  code: C,
  message: string,
  data?: D,
): CodedError<C, D> {
  return Object.assign(new Error(message), { code }, data) as CodedError<C, D>;
}
