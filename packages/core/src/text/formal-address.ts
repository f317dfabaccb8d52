/**
 * German addresses the shopper with "Sie" (formal) everywhere in the shop; Dutch keeps "je/jij".
 * The informal German forms are du, dich, dir and every form of dein. A word counts only as a
 * whole word (letters on either side make it part of another word: "Dirndl", "Duschgel"), and
 * HTML tags are left out first (an attribute such as dir="ltr" is no address).
 */
const INFORMAL_GERMAN = /(?<![\p{L}\p{N}])(du|dich|dir|dein(e|em|en|er|es)?)(?![\p{L}\p{N}])/giu;

/** The informal address words of a German text, as written (empty when it is formal). */
export function informalGermanAddress(text: string): string[] {
  const words = text.replace(/<[^>]*>/g, ' ').match(INFORMAL_GERMAN);
  return words ? [...words] : [];
}
