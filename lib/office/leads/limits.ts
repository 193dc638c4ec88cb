/** The longest note staff may add to a lead. */
export const MAX_NOTE_LENGTH = 2000;
