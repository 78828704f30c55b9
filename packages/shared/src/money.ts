const rupiahFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Formats an integer number of Rupiah as people in Indonesia write it: `Rp 150.000`. */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${rupiahFormat.format(Math.abs(Math.round(amount)))}`;
}
