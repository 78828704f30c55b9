type TeddyLogoProps = { className?: string; title?: string };

/** The shop's teddy, drawn by hand; decorative unless a title is given. */
export function TeddyLogo({ className, title }: TeddyLogoProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <circle cx="15" cy="17" r="10" fill="#b9764f" />
      <circle cx="49" cy="17" r="10" fill="#b9764f" />
      <circle cx="15" cy="17" r="5" fill="#fda4af" />
      <circle cx="49" cy="17" r="5" fill="#fda4af" />
      <circle cx="32" cy="35" r="22" fill="#d4935f" />
      <ellipse cx="32" cy="43" rx="10.5" ry="8" fill="#f7e4cf" />
      <ellipse cx="32" cy="39" rx="3.8" ry="2.8" fill="#3d2519" />
      <path d="M32 41.5v3M27.5 45.5q4.5 3.2 9 0" fill="none" stroke="#3d2519" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="23.5" cy="31" r="2.7" fill="#3d2519" />
      <circle cx="40.5" cy="31" r="2.7" fill="#3d2519" />
      <circle cx="24.4" cy="30.1" r="0.9" fill="#fff" />
      <circle cx="41.4" cy="30.1" r="0.9" fill="#fff" />
      <circle cx="18.5" cy="40" r="3.2" fill="#fb7185" opacity=".45" />
      <circle cx="45.5" cy="40" r="3.2" fill="#fb7185" opacity=".45" />
      <path d="M44 9.5l5 2.6-5 2.6z M54 9.5l-5 2.6 5 2.6z" fill="#f43f5e" />
      <circle cx="49" cy="12.1" r="1.6" fill="#e11d48" />
    </svg>
  );
}
