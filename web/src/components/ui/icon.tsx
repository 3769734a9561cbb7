/**
 * A few line icons drawn inline, so no icon font (or emoji font) is needed on the counter PC. Arrows, ✕, ✎, −, a
 * pencil and a bin are icons too, not characters: the UI's font lacks them, and a browser that looks for another
 * font on the first screen spends most of its first layout doing so (docs/performance.md, its fonts section).
 */
const PATHS = {
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  receipt: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  plus: 'M12 5v14M5 12h14',
  wallet: 'M3 6h15a3 3 0 0 1 3 3v9H3zM3 6l12-3v3M16 13h2',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-5-6',
  person: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0',
  bowl: 'M3 11h18a9 9 0 0 1-18 0zM8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  pie: 'M12 3a9 9 0 1 0 9 9h-9zM15 2.5A9 9 0 0 1 21.5 9H15z',
  alert: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  store: 'M3 9l2-5h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v8h14v-8M10 21v-5h4v5',
  back: 'M19 12H5M11 18l-6-6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  minus: 'M5 12h14',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

export type IconName = keyof typeof PATHS;

/** An icon at the size of the text beside it, or in place of a one-character label (✕, −, ✎). */
export const SmallIcon = ({ name }: { name: IconName }) => <Icon name={name} className="h-4 w-4" />;

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
