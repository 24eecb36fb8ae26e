const groups = /\B(?=(\d{3})+(?!\d))/g;

/** Spec 9.1: đồng, no decimals, '.' between thousands: 1.234.567 ₫ */
export function formatMoney(dong: number): string {
  const sign = dong < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(dong))).replace(groups, '.');
  return `${sign}${digits}\u00a0₫`;
}
