/**
 * Dominant body language ('id' | 'en') by stopword ratio. Names and places are not stopwords, so
 * English CVs by Indonesians (Indonesian names, cities, universities) still come out 'en'.
 */
import type { Lang } from '../types.ts';

const ID_STOPWORDS = new Set(
  `yang dan di ke dari untuk dengan pada dalam adalah ini itu saya kami kita sebagai juga atau
  tidak akan telah sudah serta oleh secara para bagi agar dapat bisa lebih sangat memiliki
  mempunyai merupakan menjadi selama sejak hingga sampai tentang terhadap antara karena sehingga
  namun tetapi jika bila ketika saat setelah sebelum seperti yaitu yakni tersebut setiap semua
  beberapa banyak baik hal cara masih pernah sedang bahwa ada mampu mengikuti melakukan membuat
  bekerja belajar sekarang tahun bulan bidang tim kerja pengalaman kemampuan keahlian pendidikan
  mahasiswa siswa jurusan sekolah membantu mengembangkan menggunakan berbagai sebuah suatu diri
  tinggi baru lain besar kecil terutama ingin terus bersama kepada maupun dll`.split(/\s+/u),
);

const EN_STOPWORDS = new Set(
  `the and of to in for with on at by from as is are was were be been being this that these
  those it its an a or but not i my me we our you your he she his her they their have has had
  do does did will would can could should may might must into over under about through during
  including such than then also very more most other some any each all both which who whom whose
  what when where while because if so up out only own same just how using used use work worked
  working experience skills team year years developed managed led built designed created
  responsible ability strong knowledge new well across within based various high`.split(/\s+/u),
);

export interface LanguageScores {
  id: number;
  en: number;
}

export function languageScores(text: string): LanguageScores {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let id = 0;
  let en = 0;
  for (const t of tokens) {
    if (ID_STOPWORDS.has(t)) id++;
    if (EN_STOPWORDS.has(t)) en++;
    // Indonesian affixes on longer words (me-/mem-/men-/meng-/ber-/di-…-kan/-an) are a strong cue.
    else if (
      t.length >= 7 &&
      /^(?:meng|meny|mem|men|ber|ter|per|pe[nmr]|ke)\p{L}+(?:kan|an|nya)$/u.test(t)
    ) {
      id += 0.5;
    }
  }
  return { id, en };
}

/** 'id' when Indonesian stopwords dominate, else 'en' (the default for empty or tied text). */
export function detectLanguage(text: string): Lang {
  const { id, en } = languageScores(text);
  return id > en ? 'id' : 'en';
}
