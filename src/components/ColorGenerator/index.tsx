import {useCallback, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {createStorageSlot, useColorMode} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import {SITE_THEME_COLORS} from '@site/src/data/themeColors';
import {
  BACKGROUND_VARIABLE,
  byDisplayOrder,
  computeShades,
  contrastRatio,
  cssBlock,
  cssVariables,
  normalizeHex,
  parseAdjustmentInput,
  type ColorMode,
  type ColorShade,
} from '@site/src/utils/colorShades';
import {
  defaultSettings,
  deserializeSettings,
  serializeSettings,
  settingsStorageKey,
  type ColorSettings,
} from '@site/src/utils/colorGeneratorSettings';
import styles from './styles.module.css';

const MODES: readonly ColorMode[] = ['light', 'dark'];

/** WCAG AA minimum for body-size text, which links are. */
const AA_TEXT_CONTRAST = 4.5;

type SettingsByMode = Record<ColorMode, ColorSettings>;
type TextsByMode = Record<ColorMode, {primary: string; background: string}>;

function textsOf(settings: SettingsByMode): TextsByMode {
  return {
    light: {primary: settings.light.primary, background: settings.light.background},
    dark: {primary: settings.dark.primary, background: settings.dark.background},
  };
}

/** The settings of this browsing session, falling back to the site's colours. */
function storedSettings(): SettingsByMode {
  return {
    light: deserializeSettings(storageSlot('light').get(), SITE_THEME_COLORS.light),
    dark: deserializeSettings(storageSlot('dark').get(), SITE_THEME_COLORS.dark),
  };
}

function storageSlot(mode: ColorMode) {
  return createStorageSlot(settingsStorageKey(mode), {persistence: 'sessionStorage'});
}

function describeAdjustment(adjustment: number): string {
  if (adjustment === 0) {
    return 'base colour';
  }
  const percent = Math.round(Math.abs(adjustment) * 100000) / 1000;
  return `${percent}% ${adjustment > 0 ? 'darker' : 'lighter'}`;
}

type ColorFieldProps = {
  label: string;
  text: string;
  value: string;
  onText: (text: string) => void;
  error: string | null;
};

/** A hex text field paired with the browser's colour picker; both edit the same value. */
function ColorField({label, text, value, onText, error}: ColorFieldProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.fieldInputs}>
        <input
          id={id}
          type="text"
          className={clsx(styles.textInput, error && styles.invalid)}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onText(event.target.value)}
        />
        <input
          type="color"
          className={styles.colorInput}
          value={value}
          aria-label={`${label} picker`}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function invalidColorMessage(text: string): string {
  return `“${text}” is not a hex colour. Use #rrggbb or #rgb; the preview keeps the last valid colour.`;
}

/**
 * Derives the seven primary shades of the classic theme from one colour,
 * previews them on the page for the current colour mode, and prints the CSS to
 * paste into `custom.css`. Each mode's settings live in session storage, so a
 * reload or a detour to another page keeps the work of this browsing session.
 */
function ColorGeneratorTool(): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  const [settings, setSettings] = useState<SettingsByMode>(storedSettings);
  // Text as typed, per mode: may be invalid, while `settings` only ever holds valid colours.
  const [texts, setTexts] = useState<TextsByMode>(() => textsOf(settings));

  const active = settings[colorMode];
  const activeTexts = texts[colorMode];

  const updateActive = useCallback(
    (change: (current: ColorSettings) => ColorSettings) => {
      setSettings((previous) => {
        const next = change(previous[colorMode]);
        storageSlot(colorMode).set(serializeSettings(next));
        return {...previous, [colorMode]: next};
      });
    },
    [colorMode],
  );

  const onColorText = (field: 'primary' | 'background', text: string) => {
    setTexts((previous) => ({...previous, [colorMode]: {...previous[colorMode], [field]: text}}));
    const hex = normalizeHex(text);
    if (hex) {
      updateActive((current) => ({...current, [field]: hex}));
    }
  };

  const onAdjustmentText = (variableName: string, text: string) => {
    const adjustment = parseAdjustmentInput(text);
    updateActive((current) => ({
      ...current,
      shades: current.shades.map(
        (shade): ColorShade =>
          shade.variableName === variableName
            ? {...shade, adjustmentInput: text, adjustment: adjustment ?? shade.adjustment}
            : shade,
      ),
    }));
  };

  const reset = () => {
    storageSlot(colorMode).del();
    const fresh = defaultSettings(SITE_THEME_COLORS[colorMode]);
    setSettings((previous) => ({...previous, [colorMode]: fresh}));
    setTexts((previous) => ({...previous, [colorMode]: {primary: fresh.primary, background: fresh.background}}));
  };

  // Live preview: the page wears the generated colours while the tool is on screen.
  useEffect(() => {
    const root = document.documentElement;
    const variables = cssVariables(active.primary, active.background, active.shades);
    for (const [name, value] of variables) {
      root.style.setProperty(name, value);
    }
    return () => {
      for (const [name] of variables) {
        root.style.removeProperty(name);
      }
    };
  }, [active]);

  const shades = useMemo(() => byDisplayOrder(computeShades(active.primary, active.shades)), [active]);
  const css = useMemo(
    () =>
      MODES.map((mode) =>
        cssBlock(mode, cssVariables(settings[mode].primary, settings[mode].background, settings[mode].shades)),
      ).join('\n\n'),
    [settings],
  );
  const contrast = contrastRatio(active.primary, active.background);
  const otherMode: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
  const modeLabel = colorMode === 'dark' ? 'dark' : 'light';

  return (
    <section className={styles.generator} aria-labelledby="color-generator-title">
      <h3 id="color-generator-title" className={styles.title}>
        Colour generator
      </h3>
      <div className={styles.modeRow}>
        <p className={styles.modeNote} aria-live="polite">
          Editing the <strong>{modeLabel} mode</strong> colours. The page previews them while this tool is open.
        </p>
        <button type="button" className="button button--sm button--secondary" onClick={() => setColorMode(otherMode)}>
          Edit {otherMode} mode
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={reset}>
          Reset {modeLabel} mode
        </button>
      </div>

      <div className={styles.fields}>
        <ColorField
          label="Primary colour"
          text={activeTexts.primary}
          value={active.primary}
          onText={(text) => onColorText('primary', text)}
          error={normalizeHex(activeTexts.primary) ? null : invalidColorMessage(activeTexts.primary)}
        />
        <ColorField
          label="Background colour"
          text={activeTexts.background}
          value={active.background}
          onText={(text) => onColorText('background', text)}
          error={normalizeHex(activeTexts.background) ? null : invalidColorMessage(activeTexts.background)}
        />
      </div>

      {contrast !== null && (
        <p className={styles.contrast} data-testid="color-generator-contrast">
          Links in the primary colour on this background: contrast {contrast.toFixed(2)}:1,{' '}
          {contrast >= AA_TEXT_CONTRAST ? (
            <strong>meets</strong>
          ) : (
            <strong className={styles.warning}>below</strong>
          )}{' '}
          the WCAG AA minimum of {AA_TEXT_CONTRAST}:1 for text.
        </p>
      )}

      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <caption>Shades for {modeLabel} mode, darkest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Variable</th>
              <th scope="col">Adjustment (%)</th>
              <th scope="col">Applied</th>
              <th scope="col">CSS line</th>
              <th scope="col">Colour</th>
            </tr>
          </thead>
          <tbody>
            {shades.map((shade) => {
              const invalid = parseAdjustmentInput(shade.adjustmentInput) === null;
              const isBase = shade.adjustment === 0 && shade.codeOrder === 0;
              return (
                <tr key={shade.variableName} data-variable={shade.variableName}>
                  <td className={styles.order}>{shade.displayOrder}</td>
                  <td className={styles.variable}>
                    <code>{shade.variableName}</code>
                  </td>
                  <td className={styles.adjustment}>
                    <input
                      type="text"
                      inputMode="decimal"
                      className={clsx(styles.adjustmentInput, invalid && styles.invalid)}
                      value={shade.adjustmentInput}
                      readOnly={isBase}
                      aria-label={`Adjustment of ${shade.variableName} in percent`}
                      aria-invalid={invalid ? true : undefined}
                      title={invalid ? 'A number between -100 and 100' : undefined}
                      onChange={(event) => onAdjustmentText(shade.variableName, event.target.value)}
                    />
                  </td>
                  <td className={styles.applied}>
                    <span title={`adjustment ${shade.adjustment}`}>{describeAdjustment(shade.adjustment)}</span>
                  </td>
                  <td className={styles.line}>{shade.codeOrder + 1}</td>
                  <td className={styles.colour}>
                    <span className={styles.swatch} style={{backgroundColor: shade.hex}} aria-hidden="true" />
                    <code data-testid="shade-hex">{shade.hex}</code>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shades.some((shade) => parseAdjustmentInput(shade.adjustmentInput) === null) && (
        <p role="alert" className={styles.error}>
          An adjustment must be a number between -100 and 100; the shade keeps its last valid value.
        </p>
      )}

      <p className={styles.outputIntro}>
        Paste this into <code>src/css/custom.css</code>. It holds both modes; <code>{BACKGROUND_VARIABLE}</code> is
        optional.
      </p>
      <div data-testid="color-generator-css">
        <CodeBlock language="css" title="src/css/custom.css">
          {css}
        </CodeBlock>
      </div>
    </section>
  );
}

/**
 * The tool reads session storage while it renders its first state, which only
 * the browser has: the static HTML carries a short note instead.
 */
export default function ColorGenerator(): ReactNode {
  return (
    <BrowserOnly
      fallback={<p className={styles.generator}>The colour generator starts once the page's JavaScript has loaded.</p>}>
      {() => <ColorGeneratorTool />}
    </BrowserOnly>
  );
}
