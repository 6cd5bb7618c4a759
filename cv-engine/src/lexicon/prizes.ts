/**
 * Words that make an item a prize, an honour or a grant, not a credential: a win, a rank, a
 * scholarship, a title given ("Juara 1 Lomba Desain", "Best Employee of the Year", "Dean's List",
 * "Penerima Beasiswa"). An "Awards" list none of whose items holds one lists certificates
 * (segment/combined-keys.ts).
 */
import { commaList, wholeWordsRe } from './list.ts';

export const PRIZE_WORDS = commaList(`
  award, awards, awarded, award winner, winner, winners, won, win, champion, juara, runner up,
  runner-up, finalist, finalis, semifinalist, nominee, nominated, nominasi, medal, medali, gold,
  silver, bronze, emas, perak, perunggu, trophy, piala, prize, hadiah, best, terbaik, teladan,
  berprestasi, prestasi, penghargaan, apresiasi, honor, honors, honour, honours, honorable mention,
  dean's list, deans list, cum laude, summa cum laude, magna cum laude, valedictorian,
  scholarship, scholar, beasiswa, penerima, recipient, grant, hibah, fellowship, ranked, peringkat,
  top, 1st, 2nd, 3rd, first place, second place, third place, of the year, of the month,
  excellence, achievement, achievements, accomplishment, pencapaian, competition, kompetisi, lomba, olimpiade, olympiad, contest, hackathon
`);

const PRIZE_RE = wholeWordsRe(PRIZE_WORDS);

/** A line naming a prize, its apostrophes straightened ("Dean’s List"). */
export function namesPrize(line: string): boolean {
  return PRIZE_RE.test(line.replace(/[‘’`]/gu, "'"));
}
