/** Inline SVG logos (no network request): a cylinder with a snowflake; one for light, one for dark theme. */
export function Logo({ dark, size = 64 }: { dark: boolean; size?: number }) {
  const body = dark ? '#5cc3ee' : '#0b6e99';
  const mark = dark ? '#0f172a' : '#ffffff';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="F-gas"
      data-testid={dark ? 'logo-dark' : 'logo-light'}
    >
      <rect x="26" y="4" width="12" height="8" rx="2" fill={body} />
      <rect x="16" y="10" width="32" height="50" rx="12" fill={body} />
      <g stroke={mark} strokeWidth="3" strokeLinecap="round">
        <line x1="32" y1="24" x2="32" y2="48" />
        <line x1="21.6" y1="30" x2="42.4" y2="42" />
        <line x1="21.6" y1="42" x2="42.4" y2="30" />
      </g>
    </svg>
  );
}
export default Logo;
