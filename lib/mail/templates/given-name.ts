/** How much of a name someone else wrote a mail shows: room for a real name, not for a message. */
export const MAX_SHOWN_NAME = 40;

// Control characters and the bidirectional overrides that could make the name read as other text.
const unwanted = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A name as it was given to us (on a form, in a portal's mail), for a mail's body and never its opening
 * line: whoever supplies it can write anything there ("Dear customer, your refund is waiting, call …").
 * On one line, cut at MAX_SHOWN_NAME characters with "…", in quotes, so it reads as what was given.
 */
export function givenName(name: string): string {
  const line = name.replace(unwanted, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...line];
  const shown =
    characters.length > MAX_SHOWN_NAME
      ? `${characters
          .slice(0, MAX_SHOWN_NAME - 1)
          .join('')
          .trimEnd()}…`
      : line;
  return `“${shown}”`;
}
