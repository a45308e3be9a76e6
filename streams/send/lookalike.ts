/** How many characters at each end a person compares, and what address poisoning copies. */
const ENDS = 4;

/**
 * A known address that the candidate imitates: the same first and last four characters, yet a
 * different address (address poisoning: a scammer sends dust from a look-alike so that the
 * victim copies it from their history). Undefined when none does, or when the candidate is one
 * of the known addresses itself.
 */
export const lookalikeOf = (candidate: string, known: Iterable<string>): string | undefined => {
  if (candidate.length <= ENDS * 2) return undefined;
  const head = candidate.slice(0, ENDS);
  const tail = candidate.slice(-ENDS);
  let imitated: string | undefined;
  for (const address of known) {
    if (address === candidate) return undefined;
    if (imitated === undefined && address.slice(0, ENDS) === head && address.slice(-ENDS) === tail) imitated = address;
  }
  return imitated;
};
