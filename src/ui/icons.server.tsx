// Inline stroke icons of the chrome: no icon font to download, and they take the text colour.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Icon({ className, d }: { className: string; d: string }) {
  return (
    <svg className={`icon ${className}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...stroke}>
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon className="icon-menu" d="M3 6h18M3 12h18M3 18h18" />;
export const ChevronIcon = () => <Icon className="icon-angle-down" d="M6 9l6 6 6-6" />;
export const ArrowUpIcon = () => <Icon className="icon-angle-up" d="M6 15l6-6 6 6" />;
export const CartIcon = () => <Icon className="icon-shopping-bag" d="M6 7h12l1 14H5L6 7zM9 7a3 3 0 0 1 6 0" />;

/** The shop's mark: a rounded square with a stylised 'V'. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#d26e4b" />
      <path d="M11 12l9 17 9-17" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
