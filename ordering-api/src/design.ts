/**
 * The design stylesheet the app loads from /api/settings/design. It only sets custom properties;
 * the app's CSS uses them. Contrast (WCAG 2.2 AA, checked in design.test.ts):
 * brand-contrast on brand, text and text-muted on surface and background are all ≥ 4.5:1.
 */
export const DESIGN_TOKENS: Record<string, string> = {
  '--color-brand': '#b3261e',
  '--color-brand-hover': '#8c1d17',
  '--color-brand-contrast': '#ffffff',
  '--color-accent': '#f2a93b',
  '--color-accent-contrast': '#1c1b1a',
  '--color-background': '#faf7f2',
  '--color-surface': '#ffffff',
  '--color-surface-raised': '#ffffff',
  '--color-text': '#1c1b1a',
  '--color-text-muted': '#5c5752',
  '--color-border': '#e4ded6',
  '--color-focus': '#1d4e89',
  '--color-success': '#1e6b3f',
  '--color-warning': '#7a4f00',
  '--color-danger': '#b3261e',
  '--radius': '12px',
  '--radius-small': '8px',
  '--radius-pill': '999px',
  '--shadow': '0 1px 2px rgb(28 27 26 / 8%), 0 4px 12px rgb(28 27 26 / 8%)',
  '--font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/** Per-shop re-branding example: the Helsinki restaurant uses the chain's blue. */
export const SHOP_OVERRIDES: Record<number, Record<string, string>> = {
  4: { '--color-brand': '#1d4e89', '--color-brand-hover': '#163b68', '--color-brand-contrast': '#ffffff' },
};

const block = (selector: string, tokens: Record<string, string>): string =>
  `${selector} {\n${Object.entries(tokens).map(([k, v]) => `  ${k}: ${v};`).join('\n')}\n}\n`;

export function designStylesheet(): string {
  return [
    '/* Nordic Burger design tokens (reference ordering API) */',
    block(':root', DESIGN_TOKENS),
    ...Object.entries(SHOP_OVERRIDES).map(([id, tokens]) => block(`body.shop-${id}`, tokens)),
  ].join('\n');
}
