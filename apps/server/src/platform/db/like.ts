/** A user's text inside a LIKE / ILIKE pattern matches itself: `%`, `_` and `\` are escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
