/** The blocks of the Indian scripts the app's languages are written in: Devanagari (0900) to Malayalam (0D7F). */
const INDIC = /[\u0900-\u0d7f]/;

/** Whether a text holds a letter of an Indian script (it then needs transliterating to meet an English name). */
export const hasIndicLetters = (text: string): boolean => INDIC.test(text);
