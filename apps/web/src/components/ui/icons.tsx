/** Small line icons drawn inline, so that no icon font or extra request is needed. */
type IconProps = { className?: string };

const base = (className = 'size-6') => ({
  className,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

export const CartIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6.2" />
  </svg>
);
export const BellIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </svg>
);
export const UserIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const MenuIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const DropIcon = ({ className }: IconProps) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
    <path d="M12 2.5C8.5 7 5.5 10.8 5.5 14.5a6.5 6.5 0 0 0 13 0C18.5 10.8 15.5 7 12 2.5z" fill="currentColor" />
  </svg>
);
export const StarIcon = ({ className, fill = 'full' }: IconProps & { fill?: 'full' | 'half' | 'empty' }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
    <defs>
      <linearGradient id="half-star">
        <stop offset="50%" stopColor="currentColor" />
        <stop offset="50%" stopColor="#d1d5db" />
      </linearGradient>
    </defs>
    <path
      d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
      fill={fill === 'full' ? 'currentColor' : fill === 'half' ? 'url(#half-star)' : '#d1d5db'}
    />
  </svg>
);
export const BoltIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </svg>
);
export const SunIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
export const CalendarIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);
export const MailIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const FacebookIcon = ({ className }: IconProps) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z" />
  </svg>
);
export const InstagramIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </svg>
);
export const WhatsAppIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M4 20l1.3-4A8 8 0 1 1 8 18.8z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
  </svg>
);
export const XIcon = ({ className }: IconProps) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M17.5 3h3l-6.6 7.6L21.7 21h-6l-4.7-6.1L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.2 5.6zm-1 16.2h1.7L7.6 4.7H5.8z" />
  </svg>
);
