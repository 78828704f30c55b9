import { StrokeIcon, type IconProps } from '@/components/ui/icons';

const Stroke = ({ className = 'size-5', d }: IconProps & { d: string }) => (
  <StrokeIcon className={className} strokeWidth="2">
    <path d={d} />
  </StrokeIcon>
);

export const TrendUpIcon = (p: IconProps) => <Stroke {...p} d="M4 16l5.5-5.5 4 4L20 8M14.5 8H20v5.5" />;
export const TrendDownIcon = (p: IconProps) => <Stroke {...p} d="M4 8l5.5 5.5 4-4L20 16M14.5 16H20v-5.5" />;
export const TrendFlatIcon = (p: IconProps) => <Stroke {...p} d="M4 12h16" />;
export const DownloadIcon = (p: IconProps) => <Stroke {...p} d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />;
export const WalletIcon = (p: IconProps) => (
  <Stroke
    {...p}
    d="M4 7.5A2.5 2.5 0 016.5 5H18v3M4 7.5V17a2 2 0 002 2h13a1 1 0 001-1v-9a1 1 0 00-1-1H6.5A2.5 2.5 0 014 7.5zM16 13.5h.01"
  />
);
export const AlertIcon = (p: IconProps) => (
  <Stroke {...p} d="M12 9v4m0 3.5v.01M10.3 4.2L2.9 17a2 2 0 001.7 3h14.8a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z" />
);
