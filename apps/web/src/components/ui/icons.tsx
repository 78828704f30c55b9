import type { ReactNode } from 'react';

export type IconProps = { className?: string };

/** The outline icon frame every icon set of the app draws in (24 × 24, round strokes). */
export function StrokeIcon({
  className = 'size-5',
  strokeWidth = '1.9',
  children,
}: IconProps & { strokeWidth?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const Stroke = StrokeIcon;

export const MenuIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </Stroke>
);
export const CloseIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Stroke>
);
export const SearchIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </Stroke>
);
export const CartIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 001.5 1.2h8.6a1.5 1.5 0 001.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Stroke>
);
export const HomeIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4 11l8-6.5 8 6.5M6 9.5V20h12V9.5" />
    <path d="M10 20v-5h4v5" />
  </Stroke>
);
export const BoxIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
  </Stroke>
);
export const StarIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 4l2.4 5 5.4.7-4 3.8 1 5.4L12 16.3 7.2 18.9l1-5.4-4-3.8 5.4-.7z" />
  </Stroke>
);
export const ReceiptIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </Stroke>
);
export const GridIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="4" y="4" width="7" height="7" rx="2" />
    <rect x="13" y="4" width="7" height="7" rx="2" />
    <rect x="4" y="13" width="7" height="7" rx="2" />
    <rect x="13" y="13" width="7" height="7" rx="2" />
  </Stroke>
);
export const PlusIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 5v14M5 12h14" />
  </Stroke>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M7 10l5 5 5-5" />
  </Stroke>
);
export const UserIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0114 0" />
  </Stroke>
);
export const LogoutIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M14 5h4a1 1 0 011 1v12a1 1 0 01-1 1h-4M10 16l-4-4 4-4M6 12h9" />
  </Stroke>
);
export const ArrowLeftIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Stroke>
);
export const MapPinIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Stroke>
);
export const PhoneIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 005.5 5.5l1.5-2 4 1.5V18a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z" />
  </Stroke>
);
export const MailIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2.5" />
    <path d="M4 7l8 6 8-6" />
  </Stroke>
);
export const InstagramIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="4" y="4" width="16" height="16" rx="5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="17" cy="7" r="0.6" fill="currentColor" />
  </Stroke>
);
export const TiktokIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M14 4v10.5a3.5 3.5 0 11-3.5-3.5" />
    <path d="M14 4c.5 2.6 2.3 4.2 5 4.4" />
  </Stroke>
);
export const WhatsappIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4.5 19.5l1.2-3.7A8 8 0 1112 20a8 8 0 01-3.9-1z" />
    <path d="M9 9.2c.2 2.6 2.7 5 5.4 5.4l1-1.3-1.6-.9-.8.7a4 4 0 01-2.2-2.2l.7-.8-.9-1.6z" />
  </Stroke>
);
export const HeartIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 19.5s-7.5-4.4-7.5-10A4.2 4.2 0 0112 7a4.2 4.2 0 017.5 2.5c0 5.6-7.5 10-7.5 10z" />
  </Stroke>
);
export const TrashIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4.5 7h15M10 11v6M14 11v6M6.5 7l1 12a1.5 1.5 0 001.5 1.4h6a1.5 1.5 0 001.5-1.4l1-12M9 7V4.8A.8.8 0 019.8 4h4.4a.8.8 0 01.8.8V7" />
  </Stroke>
);
export const ListIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="4" y="4.5" width="5" height="5" rx="1.5" />
    <rect x="4" y="14.5" width="5" height="5" rx="1.5" />
    <path d="M12 6h8M12 9h5M12 16h8M12 19h5" />
  </Stroke>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M14.5 6l-6 6 6 6" />
  </Stroke>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M9.5 6l6 6-6 6" />
  </Stroke>
);
export const MinusIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M5 12h14" />
  </Stroke>
);
export const CheckIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Stroke>
);
export const FilterIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Stroke>
);
export const TagIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3.5 12.2V4.8a1.3 1.3 0 011.3-1.3h7.4l8.3 8.3a1.3 1.3 0 010 1.8l-7.4 7.4a1.3 1.3 0 01-1.8 0z" />
    <circle cx="8" cy="8" r="1.4" />
  </Stroke>
);
export const TruckIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3 6.5h11v10H3zM14 10h4l3 3.5v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17.5" cy="17.5" r="1.8" />
  </Stroke>
);
export const ShieldIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3.5l7 2.8v5.4c0 4.4-3 7.6-7 8.8-4-1.2-7-4.4-7-8.8V6.3z" />
    <path d="M9 12l2.2 2.2L15.5 10" />
  </Stroke>
);
export const SparkleIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3.5l1.9 5.2 5.1 1.8-5.1 1.9L12 17.6l-1.9-5.2L5 10.5l5.1-1.8zM18.5 16l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
  </Stroke>
);
export const ClockIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Stroke>
);
export const ThumbUpIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M7.5 10.5v9h-3v-9zM7.5 10.5l3.6-6.2a1.6 1.6 0 012.9 1.2l-.8 3.5h5a1.8 1.8 0 011.8 2.1l-1.2 6.6a1.8 1.8 0 01-1.8 1.5H7.5" />
  </Stroke>
);
