/** Street and house number of spec §3 within the payload's one address line, pure (widget and server). */

/** Street and house number as the reservation shows them. */
export type AddressParts = { street: string; housenumber: string };

/**
 * Splits `address` into street and house number. A house number given apart (`housenumber`, '' for
 * none) is taken off the end, so "Rue de la Paix" or "Kade 12 bis" read back as typed; without one
 * (null: an older booking, a client that sends only the line) the last word is taken for it.
 */
export function addressParts(address: string, housenumber: string | null | undefined): AddressParts {
  if (housenumber != null) {
    const suffix = ` ${housenumber}`;
    return housenumber && address.endsWith(suffix)
      ? { street: address.slice(0, -suffix.length), housenumber }
      : { street: address, housenumber: '' };
  }
  const at = address.lastIndexOf(' ');
  return at > 0
    ? { street: address.slice(0, at), housenumber: address.slice(at + 1) }
    : { street: address, housenumber: '' };
}
