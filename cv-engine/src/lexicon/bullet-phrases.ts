/**
 * Bullet phrasing, Indonesian and English, as data: the weak openings the analysis flags, the
 * filler openings revise/bullets.ts strips, and the weak openings it rewrites to a stronger verb
 * (pattern → replacement; the first pattern that matches applies).
 */

/** Weak openings that the analysis flags and `improveBullet` rewrites. */
export const WEAK_OPENINGS_ID = [
  /^bertanggung\s*jawab\b/iu,
  /^tugas\s+saya\b/iu,
  /^saya\b/iu,
  /^membantu\b/iu,
  /^ikut\b/iu,
  /^turut\b/iu,
  /^bertugas\b/iu,
  /^mengerjakan\b/iu,
  /^melakukan\b/iu,
  /^menjadi\b/iu,
];
export const WEAK_OPENINGS_EN = [
  /^(?:i\s+was\s+|was\s+)?responsible\b/iu,
  /^duties\b/iu,
  /^tasked\b/iu,
  /^helped\b/iu,
  /^helping\b/iu,
  /^assisted\b/iu,
  /^worked\s+on\b/iu,
  /^in\s+charge\b/iu,
  /^i\b/iu,
  /^did\b/iu,
  /^involved\b/iu,
];

/** Filler openings stripped before a bullet's verb ("Bertanggung jawab untuk", "I was"). */
export const FILLER_ID: RegExp[] = [
  /^bertanggung\s*jawab\s+(?:untuk|atas|dalam|terhadap|menangani|mengelola)?\s*/iu,
  /^tugas\s+saya\s+(?:adalah\s+)?(?:untuk\s+)?/iu,
  /^saya\s+bertugas\s+(?:untuk\s+)?/iu,
  /^bertugas\s+(?:untuk\s+|sebagai\s+)?/iu,
  /^saya\s+(?:juga\s+)?/iu,
];
export const FILLER_EN: RegExp[] = [
  /^(?:i\s+was\s+|was\s+)?responsible\s+(?:for|to)\s+/iu,
  /^i\s+(?:also\s+)?/iu,
];

/** Indonesian openings → stronger verb (applied after filler is stripped). */
export const ID_REWRITES: [RegExp, string][] = [
  // "Membantu tim pajak menghitung …" → "Mendukung tim pajak dalam menghitung …".
  [
    /^(?:ikut\s+|turut\s+)?membantu\s+((?:(?!dalam\b)[\p{L}\d.-]+\s+){1,3}?)(me(?:m|n|ng|ny)?\p{L}+)\b/iu,
    'Mendukung $1dalam $2',
  ],
  // "Membantu membuat …" stays: "Mendukung membuat" is not Indonesian.
  [/^(?:ikut\s+|turut\s+)?membantu(?:\s+dalam)?\s+(?!me\p{L})/iu, 'Mendukung '],
  [/^melakukan\s+pembuatan\s+/iu, 'Membuat '],
  [/^melakukan\s+pengelolaan\s+/iu, 'Mengelola '],
  [/^melakukan\s+pengembangan\s+/iu, 'Mengembangkan '],
  [/^melakukan\s+perancangan\s+/iu, 'Merancang '],
  [/^melakukan\s+analisis\s+/iu, 'Menganalisis '],
  [/^melakukan\s+analisa\s+/iu, 'Menganalisis '],
  [/^melakukan\s+penjualan\s+/iu, 'Menjual '],
  [/^melakukan\s+pengecekan\s+/iu, 'Memeriksa '],
  [/^melakukan\s+pencatatan\s+/iu, 'Mencatat '],
  [/^melakukan\s+penginputan\s+/iu, 'Menginput '],
  [/^melakukan\s+perbaikan\s+/iu, 'Memperbaiki '],
  [/^melakukan\s+pelatihan\s+/iu, 'Melatih '],
  [/^melakukan\s+penelitian\s+(?:mengenai|tentang|terkait)\s+/iu, 'Meneliti '],
  [/^melakukan\s+penelitian\s+/iu, 'Meneliti '],
  [/^melakukan\s+/iu, 'Melaksanakan '],
  [/^pembuatan\s+/iu, 'Membuat '],
  [/^pengelolaan\s+/iu, 'Mengelola '],
  [/^pengembangan\s+/iu, 'Mengembangkan '],
  [/^perancangan\s+/iu, 'Merancang '],
  [/^mengerjakan\s+/iu, 'Menyelesaikan '],
  [/^mengurus\s+/iu, 'Mengelola '],
  [/^menjadi\s+(?:ketua|koordinator|pemimpin)\s+/iu, 'Memimpin '],
  // Being involved is taking part: "Aktif mengikuti / terlibat (aktif) dalam X" → "Berpartisipasi
  // (aktif) dalam X", the same fact with a verb that acts.
  [
    /^(?:aktif\s+(?:mengikuti|terlibat\s+dalam)|terlibat\s+aktif\s+dalam)\s+/iu,
    'Berpartisipasi aktif dalam ',
  ],
  [/^terlibat\s+(?:dalam|di)\s+/iu, 'Berpartisipasi dalam '],
  [/^(?:telah\s+)?menjadi\s+(?:tutor|mentor|pembimbing)\s+(?:bagi|untuk)\s+/iu, 'Membimbing '],
  [/^(?:telah\s+)?menjadi\s+(?=(?:anggota|peserta|relawan|volunteer)\b)/iu, 'Bergabung sebagai '],
  [
    /^(?:telah\s+)?menjadi\s+(?=(?:duta|perwakilan|delegasi|narasumber|pembicara|panitia)\b)/iu,
    'Berperan sebagai ',
  ],
];

export const EN_REWRITES: [RegExp, string][] = [
  // Only where "Supported" takes the same words: "helped with audits", "assisted customers".
  // "Helped the team complete …" / "helped to build …" need a bare verb after them: left as is.
  [/^(?:helped|assisted)\s+(?:with|in)\s+(?!\p{L}+ing\b)/iu, 'Supported '],
  [/^assisted\s+(?!to\b|with\b|in\b)/iu, 'Supported '],
  // "Helped the finance team with month-end closing": an object, then "with".
  [/^helped\s+((?:(?!with\b)\p{L}[\p{L}-]*\s+){1,4})with\s+/iu, 'Supported $1with '],
  [/^(?:was\s+)?in\s+charge\s+of\s+/iu, 'Led '],
  [/^worked\s+on\s+/iu, 'Contributed to '],
  [/^took\s+part\s+in\s+/iu, 'Participated in '],
  [/^(?:was\s+)?(?:actively\s+)?involved\s+in\s+(?!\p{L}+ing\b)/iu, 'Participated in '],
  [/^was\s+(?=(?:a\s+)?(?:member|volunteer|delegate|speaker)\b)/iu, 'Served as '],
  [/^(?:was\s+)?involved\s+in\s+/iu, 'Contributed to '],
  [/^made\s+/iu, 'Created '],
  [/^did\s+/iu, 'Completed '],
  [/^tasked\s+with\s+/iu, ''],
  [/^duties\s+(?:included|include)\s*:?\s*/iu, ''],
];
