const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "Rp 25.000" — the way prices read everywhere in the app (the server formats them the same). */
export function formatRupiah(amount: number): string {
  return `Rp ${rupiah.format(amount)}`;
}
