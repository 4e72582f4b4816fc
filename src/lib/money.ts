const idr = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** Formats Vendure money (minor units, IDR × 100) as rupiah, e.g. `Rp 37.500.000`. */
export function formatRupiah(minorUnits: number): string {
  return idr.format(minorUnits / 100).replace(/\u00a0/g, ' ');
}
