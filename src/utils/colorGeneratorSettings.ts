/**
 * What the colour generator remembers for one colour mode, and how that is
 * written to and read back from session storage. Reading is defensive: the
 * stored text may be from an older version of the tool, edited by hand or
 * truncated, and a bad value must fall back to the default, field by field.
 */
import {
  DEFAULT_SHADES,
  MAX_ADJUSTMENT_PERCENT,
  normalizeHex,
  type ColorMode,
  type ColorShade,
} from './colorShades';

export type ColorSettings = {
  /** Valid `#rrggbb`. */
  primary: string;
  /** Valid `#rrggbb`. */
  background: string;
  shades: ColorShade[];
};

export type ColorDefaults = {primary: string; background: string};

/** Storage key per mode (the framework's storage API adds the site's namespace suffix). */
export function settingsStorageKey(mode: ColorMode): string {
  return `docusaurus.colorGenerator.${mode}`;
}

export function defaultSettings(defaults: ColorDefaults): ColorSettings {
  return {
    primary: normalizeHex(defaults.primary) ?? '#000000',
    background: normalizeHex(defaults.background) ?? '#ffffff',
    shades: DEFAULT_SHADES.map((shade) => ({...shade})),
  };
}

/** Percent text for an adjustment fraction: 0.15 gives "15", -0.075 gives "-7.5". */
export function formatAdjustmentPercent(adjustment: number): string {
  return String(Math.round(adjustment * 100000) / 1000);
}

type StoredSettings = {
  primary: string;
  background: string;
  /** Adjustment fraction per variable name. */
  adjustments: Record<string, number>;
};

export function serializeSettings(settings: ColorSettings): string {
  const stored: StoredSettings = {
    primary: settings.primary,
    background: settings.background,
    adjustments: Object.fromEntries(settings.shades.map((shade) => [shade.variableName, shade.adjustment])),
  };
  return JSON.stringify(stored);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validHexOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? (normalizeHex(value) ?? fallback) : fallback;
}

function validAdjustment(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) * 100 <= MAX_ADJUSTMENT_PERCENT
    ? value
    : null;
}

/** Settings from stored text; anything missing or malformed takes the default. */
export function deserializeSettings(raw: string | null, defaults: ColorDefaults): ColorSettings {
  const fallback = defaultSettings(defaults);
  if (!raw) {
    return fallback;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fallback;
  }
  if (!isRecord(parsed)) {
    return fallback;
  }
  const adjustments = isRecord(parsed.adjustments) ? parsed.adjustments : {};
  return {
    primary: validHexOr(parsed.primary, fallback.primary),
    background: validHexOr(parsed.background, fallback.background),
    shades: fallback.shades.map((shade) => {
      // The base colour is the primary itself: its adjustment is always 0.
      const adjustment = shade.adjustment === 0 ? null : validAdjustment(adjustments[shade.variableName]);
      return adjustment === null
        ? shade
        : {...shade, adjustment, adjustmentInput: formatAdjustmentPercent(adjustment)};
    }),
  };
}
