/**
 * A table of the texts a page may show, by the code a redirect carries in its address (`?error=`)
 * or an outcome returns. Every such table in the site has this one shape: `{ code: 'text' } as const`
 * (or, where a page shows a heading too, `{ code: { title, text } }`).
 */
export type MessageTable<Message = string> = Readonly<Record<string, Message>>;

/**
 * Whether `code` is one of the table's own codes. Only own keys: a code typed into an address
 * ("constructor", "__proto__") must not reach what every object inherits.
 */
export function isMessageCode<Table extends MessageTable<unknown>>(
  table: Table,
  code: string | null | undefined,
): code is keyof Table & string {
  return typeof code === 'string' && Object.hasOwn(table, code);
}

/** The text for `code`, or undefined for anything the table does not name (an absent, old or made-up code). */
export function messageFor<Message>(table: MessageTable<Message>, code: string | null | undefined): Message | undefined {
  return isMessageCode(table, code) ? table[code] : undefined;
}
