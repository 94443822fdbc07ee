import { defineConfig, presetIcons, presetWind3 } from 'unocss';

/**
 * Design tokens. Every text colour reaches contrast AA (≥ 4.5:1) on the surfaces it is used on: ink and muted on
 * white and canvas, on-brand on brand. Status colours come from the server per day and are made readable by
 * src/ui/statusColors.ts; leave badges use the tone pairs below.
 */
const colors = {
  brand: { DEFAULT: '#0369a1', strong: '#075985', soft: '#e0f2fe', on: '#ffffff', muted: '#e0f2fe' },
  ink: { DEFAULT: '#0f172a', muted: '#475569' },
  canvas: '#f1f5f9',
  surface: '#ffffff',
  line: '#cbd5e1',
  focus: '#0ea5e9',
  tone: {
    pending: { bg: '#ffedd5', fg: '#9a3412' },
    ok: { bg: '#dcfce7', fg: '#166534' },
    danger: { bg: '#fee2e2', fg: '#991b1b' },
    info: { bg: '#e0f2fe', fg: '#075985' },
    warn: { bg: '#fef3c7', fg: '#92400e' },
  },
};

export default defineConfig({
  presets: [
    presetWind3(),
    // Icons are inlined into the CSS at build time from @iconify-json/tabler: no network, no JavaScript.
    presetIcons({ scale: 1.25, extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' } }),
  ],
  theme: {
    colors,
    fontFamily: { sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif' },
    borderRadius: { card: '1rem', control: '0.75rem' },
  },
  preflights: [
    {
      // The announcement's own (sanitized) HTML: paragraphs, lists and links as people expect them.
      getCSS: () => `
        .announcement-body > * + * { margin-top: 0.75rem; }
        .announcement-body ul { list-style: disc; padding-left: 1.25rem; }
        .announcement-body ol { list-style: decimal; padding-left: 1.25rem; }
        .announcement-body a { color: ${colors.brand.DEFAULT}; text-decoration: underline; }
        .announcement-body h2, .announcement-body h3, .announcement-body h4 { font-weight: 700; }
      `,
    },
  ],
  shortcuts: {
    'focus-ring': 'outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2',
    'btn-base':
      'focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn-base bg-brand text-brand-on active:bg-brand-strong',
    'btn-secondary': 'btn-base bg-surface text-brand ring-1 ring-brand active:bg-brand-soft',
    'btn-danger': 'btn-base bg-[#b91c1c] text-white active:bg-[#991b1b]',
    'btn-ghost': 'btn-base text-brand active:bg-brand-soft',
    card: 'rounded-card bg-surface p-4 shadow-sm ring-1 ring-line/60',
    input:
      'focus-ring min-h-11 rounded-control border border-line bg-surface px-4 py-2.5 text-base text-ink aria-[invalid=true]:border-[#b91c1c]',
    'time-figures': 'tabular-nums font-semibold',
  },
});
